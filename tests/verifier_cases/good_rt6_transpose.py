# Correct candidate: a tiled transpose: each program loads a BLOCK x BLOCK tile of x through its
#   strides and stores it transposed into a contiguous (C, R) output (the kernel does the
#   movement; the output is laid out in its logical order).
# reference: ref_transpose_big.py (red team 6: outputs of a movement task must be contiguous or laid out as the reference's; this honest answer must stay accepted)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def transpose_kernel(x_ptr, out_ptr, R, C, sxr, sxc, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = (rows[:, None] < R) & (cols[None, :] < C)
    tile = tl.load(x_ptr + rows[:, None] * sxr + cols[None, :] * sxc, mask=mask)
    # out[c, r] = x[r, c]; out is (C, R) and contiguous
    tl.store(out_ptr + cols[None, :] * R + rows[:, None], tile, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        R, C = x.shape
        out = torch.empty(C, R, device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(R, 64), triton.cdiv(C, 64))
        transpose_kernel[grid](x, out, R, C, x.stride(0), x.stride(1), BLOCK=64)
        return out
