# Correct candidate (red team 11): erf over row blocks with tl.static_range and the 2-D mask
# (cols < N) & (row < M), which reached the memory hooks as int32 and was refused (its stores
# went unlogged).
from typing import Optional
import torch
import torch.nn as nn
import triton
import triton.language as tl

ROWS_PER_PROG = tl.constexpr(2)


@triton.jit
def erf_kernel(x_ptr, y_ptr, M, N, BLOCK_N: tl.constexpr, R: tl.constexpr):
    pid = tl.program_id(0)
    cols = tl.arange(0, BLOCK_N)
    for r in tl.static_range(R):
        row = pid * R + r
        m = (cols < N) & (row < M)
        x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
        tl.store(y_ptr + row * N + cols, tl.math.erf(x), mask=m)


class ModelNew(nn.Module):
    def __init__(self, scale: Optional[float] = None):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        grid = lambda meta: (triton.cdiv(meta["M"], meta["R"]),)
        erf_kernel[grid](x, y, M, N, BLOCK_N=triton.next_power_of_2(N), R=2)
        return y
