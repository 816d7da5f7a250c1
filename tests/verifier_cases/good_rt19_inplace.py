import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def axpb_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(x_ptr + offs, x * 2.0 + 1.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        n = x.numel()
        axpb_kernel[(triton.cdiv(n, 256),)](x, n, BLOCK=256)
        return x
