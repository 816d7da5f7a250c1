# Correct candidate for ref_inplace_input (x.mul_(2).add_(1), returned): the kernel writes the
# answer into the input, as the reference does, and into a fresh output (an output may not
# alias an input).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def affine_inplace_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m) * 2.0 + 1.0
    tl.store(x_ptr + offs, v, mask=m)
    tl.store(y_ptr + offs, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        affine_inplace_kernel[(triton.cdiv(n, 256),)](x, y, n, BLOCK=256)
        return y
