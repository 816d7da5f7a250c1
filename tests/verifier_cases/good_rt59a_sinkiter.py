# probes: red team 59a: honest twin of adv_rt59a_sinkiter_1: one program per matrix runs as many row/column normalisations as the module's n_iters buffer says
# reference: ref_rt59a_sinkiter.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sinkhorn_kernel(s_ptr, n_ptr, out_ptr, N, BN: tl.constexpr, FIXED: tl.constexpr):
    b = tl.program_id(0)
    r = tl.arange(0, BN)
    m = (r[:, None] < N) & (r[None, :] < N)
    base = b * N * N
    p = tl.load(s_ptr + base + r[:, None] * N + r[None, :], mask=m, other=0.0)
    if FIXED > 0:
        iters = FIXED
    else:
        iters = tl.load(n_ptr)
    for _ in range(iters):
        rs = tl.sum(p, axis=1)
        p = tl.where(m, p / rs[:, None], 0.0)
        cs = tl.sum(p, axis=0)
        p = tl.where(m, p / cs[None, :], 0.0)
    tl.store(out_ptr + base + r[:, None] * N + r[None, :], p, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n_iters):
        super().__init__()
        self.register_buffer("n_iters", torch.tensor(n_iters, dtype=torch.long))

    def forward(self, scores):
        scores = scores.contiguous()
        B, N, _ = scores.shape
        out = torch.empty_like(scores)
        sinkhorn_kernel[(B,)](scores, self.n_iters, out, N, BN=triton.next_power_of_2(N), FIXED=0)
        return out
