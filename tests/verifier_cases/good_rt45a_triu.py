# probes: (red team 45a) FALSE REFUSAL today (refused at 5 of 5 keys, trials 1-2: the far/shifted draws fill the lower triangles): the task's own optimisation for upper-triangular A and B, (A @ B)[i, j] = sum over i <= k <= j; each output tile loops only over the k-tiles between its row start and column end, tiles below the diagonal store zeros
# reference: ref_rt45a_triu.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def triu_mm_kernel(a_ptr, b_ptr, c_ptr, N, BM: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BM + tl.arange(0, BM)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BM), dtype=tl.float32)
    if pn >= pm:
        for k in range(pm * BM, (pn + 1) * BM, BK):
            a = tl.load(a_ptr + rm[:, None] * N + (k + rk)[None, :],
                        mask=(rm[:, None] < N) & ((k + rk)[None, :] < N), other=0.0)
            b = tl.load(b_ptr + (k + rk)[:, None] * N + rn[None, :],
                        mask=((k + rk)[:, None] < N) & (rn[None, :] < N), other=0.0)
            acc = tl.dot(a, b, acc, input_precision="ieee")
    acc = tl.where(rn[None, :] >= rm[:, None], acc, 0.0)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < N) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, A, B):
        A = A.contiguous()
        B = B.contiguous()
        N = A.shape[0]
        C = torch.empty((N, N), device=A.device, dtype=A.dtype)
        grid = (triton.cdiv(N, 32), triton.cdiv(N, 32))
        triu_mm_kernel[grid](A, B, C, N, BM=32, BK=32)
        return C
