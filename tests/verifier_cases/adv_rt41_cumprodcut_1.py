# probes: red team 41: cumprod that scans only the first 128 of 512 columns and writes 0 after (N(0,1) products decay below the absolute tolerance)
# reference: ref_rt41_cumprod.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mul_combine(a, b):
    return a * b


@triton.jit
def cumprod_kernel(x_ptr, out_ptr, N, K: tl.constexpr, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, K)
    x = tl.load(x_ptr + r * N + offs)
    y = tl.associative_scan(x, 0, mul_combine)
    tl.store(out_ptr + r * N + offs, y)
    rest = K + tl.arange(0, BLOCK)
    tl.store(out_ptr + r * N + rest, tl.zeros([BLOCK], dtype=tl.float32), mask=rest < N)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        b, n = x.shape
        out = torch.empty_like(x)
        cumprod_kernel[(b,)](x, out, n, K=128, BLOCK=triton.next_power_of_2(n))
        return out
