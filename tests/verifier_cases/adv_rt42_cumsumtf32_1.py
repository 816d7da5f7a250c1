# probes: red team 42: cumsum by a triangular tl.dot in TF32 (10-bit operands) per 32-wide block; the per-line cumsum floor (tol x line max) hides the TF32 error
# reference: ref_rt42_cumsum.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumsum_kernel(x_ptr, out_ptr, M, N, BM: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    rmask = rows < M
    kk = tl.arange(0, BK)
    tri = (kk[:, None] <= kk[None, :]).to(tl.float32)      # upper triangular ones
    carry = tl.zeros((BM,), dtype=tl.float32)
    for start in range(0, N, BK):
        cols = start + kk
        m = rmask[:, None] & (cols[None, :] < N)
        x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=m, other=0.0)
        pre = tl.dot(x, tri)                                  # default precision: TF32
        tl.store(out_ptr + rows[:, None] * N + cols[None, :], pre + carry[:, None], mask=m)
        carry = carry + tl.sum(x, axis=1)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        cumsum_kernel[(triton.cdiv(M, 16),)](x, out, M, N, BM=16, BK=32)
        return out
