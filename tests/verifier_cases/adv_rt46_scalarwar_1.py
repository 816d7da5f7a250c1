# probes: red team 46: write after read across lanes through a scalar load: every lane of a program reads the row's first element with a scalar tl.load, then lane 0 overwrites it in place (x[0] - x[0] = 0) with no barrier; on a GPU every thread issues the scalar load and a late warp reads the 0 lane 0 stored. sandbox.lane_bytes records a 0-d load as lane 0's read only (flatnonzero of a 0-d mask), so overwritten_read sees lane 0 overwrite its own read (closed: a scalar access is every lane's (sandbox lane_bytes))
# reference: ref_rt46_scalarwar.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sub_first_kernel(x_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    base = tl.load(x_ptr + r * N)
    x = tl.load(x_ptr + r * N + offs, mask=m, other=0.0)
    tl.store(x_ptr + r * N + offs, x - base, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        M, N = x.shape
        sub_first_kernel[(M,)](x, N, BLOCK=triton.next_power_of_2(N))
        return x
