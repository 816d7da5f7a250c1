# Correct candidate (red team 11): a cos table over a fixed grid built by a Triton kernel in __init__, read by the forward kernel.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cos_kernel(c_ptr, n, step, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(c_ptr + offs, tl.cos(offs.to(tl.float32) * step), mask=m)


@triton.jit
def mul_kernel(x_ptr, c_ptr, y_ptr, total, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < total
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    c = tl.load(c_ptr + offs % n, mask=m, other=0.0)
    tl.store(y_ptr + offs, x * c, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        c = torch.empty(n, dtype=torch.float32)
        cos_kernel[(triton.cdiv(n, 256),)](c, n, 0.01, BLOCK=256)
        self.register_buffer("c", c)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        total = x.numel()
        mul_kernel[(triton.cdiv(total, 1024),)](x, self.c, y, total, self.c.numel(), BLOCK=1024)
        return y
