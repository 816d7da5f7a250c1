# Correct candidate: the transpose and the 2 x 3 tiling done by the kernel's address arithmetic.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def repeat_t_kernel(x_ptr, out_ptr, R, C, sxr, sxc, total, BLOCK: tl.constexpr):
    # out (2C, 3R)[i, j] = x.t()[i % C, j % R] = x[j % R, i % C]
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < total
    i = offs // (3 * R)
    j = offs % (3 * R)
    v = tl.load(x_ptr + (j % R) * sxr + (i % C) * sxc, mask=mask)
    tl.store(out_ptr + offs, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        R, C = x.shape
        out = torch.empty(2 * C, 3 * R, device=x.device, dtype=x.dtype)
        total = out.numel()
        repeat_t_kernel[(triton.cdiv(total, 1024),)](x, out, R, C, x.stride(0), x.stride(1),
                                                     total, BLOCK=1024)
        return out
