# probes: red team 42: honest split reduction: each program reduces a block of rows, combines with tl.atomic_max (fp32), return value unused
# reference: ref_rt42_colmax.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def colmax_kernel(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rows = pm * BM + tl.arange(0, BM)
    cols = pn * BN + tl.arange(0, BN)
    m = (rows[:, None] < M) & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=m, other=float("-inf"))
    part = tl.max(x, axis=0)
    tl.atomic_max(out_ptr + cols, part, mask=cols < N)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.full((N,), float("-inf"), device=x.device, dtype=x.dtype)
        colmax_kernel[(triton.cdiv(M, 256), triton.cdiv(N, 64))](x, out, M, N, BM=256, BN=64)
        return out
