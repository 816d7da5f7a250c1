# probes: red team 59a: (a one-element int hyperparameter the keyed count moves far from its value) the n_iters buffer is never read: the kernel always runs 300 iterations (to convergence). sandbox._keyed_count takes a one-element wider-int constant as a counter and keys it as c + [1, 1000), so the reference runs 4..1002 Sinkhorn iterations (converged at ~99% of keys) and never the 3 the model was built with; a user's model (n_iters = 3, or any small count a config sets) gets the converged doubly-stochastic matrix instead of the 3-iteration one; closed: a one-element integer the forward leaves alone is a setting and keeps its constructor value (only counters jump)
# reference: ref_rt59a_sinkiter.py
# expect: mismatch
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
        sinkhorn_kernel[(B,)](scores, self.n_iters, out, N, BN=triton.next_power_of_2(N), FIXED=300)
        return out
