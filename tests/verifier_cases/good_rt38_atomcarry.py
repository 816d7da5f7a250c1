# good: (red team 38) honest twin of adv_rt38_atomcarry_*: one program per row, the carry in a register
# reference: ref_rt38_atomcarry.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scan_rows(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    carry = tl.zeros((1,), dtype=tl.float64)
    carry = tl.sum(carry, axis=0)
    for start in range(0, N, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        m = offs < N
        x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0).to(tl.float64)
        tl.store(y_ptr + row * N + offs, (tl.cumsum(x, axis=0) + carry).to(tl.float32), mask=m)
        carry = carry + tl.sum(x, axis=0)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        scan_rows[(M,)](x, y, N, BLOCK=256)
        return y
