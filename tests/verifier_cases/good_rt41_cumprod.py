# probes: red team 41: honest cumprod: one program per row, tl.associative_scan with a multiply combine
# reference: ref_rt41_cumprod.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mul_combine(a, b):
    return a * b


@triton.jit
def cumprod_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + r * N + offs, mask=m, other=1.0)
    y = tl.associative_scan(x, 0, mul_combine)
    tl.store(out_ptr + r * N + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        b, n = x.shape
        out = torch.empty_like(x)
        cumprod_kernel[(b,)](x, out, n, BLOCK=triton.next_power_of_2(n))
        return out
