# probes: red team 46: honest twin (false refusal): top-k by k rounds of max/first-argmax, ties to the lowest index; the small trial's zero sets (sandbox._zero_sets) make a whole row 0.0, a k-way exact tie that the nudge cannot break (0 x (1 + 2^-21) = 0), so _steady_ints flags torch.topk's implementation-defined tie order (CPU: [42, 43, 44, 41] for a zero row of 64) "exact" and compares the indices
# reference: ref_rt46_topkzero.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def topk_kernel(x_ptr, v_ptr, i_ptr, N, K: tl.constexpr, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + r * N + offs, mask=m, other=-float("inf"))
    for j in tl.static_range(K):
        best = tl.max(x, axis=0)
        idx = tl.min(tl.where(x == best, offs, BLOCK), axis=0)
        tl.store(v_ptr + r * K + j, best)
        tl.store(i_ptr + r * K + j, idx.to(tl.int64))
        x = tl.where(offs == idx, -float("inf"), x)


class ModelNew(nn.Module):
    def __init__(self, k):
        super().__init__()
        self.k = k

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        v = torch.empty((M, self.k), device=x.device, dtype=x.dtype)
        i = torch.empty((M, self.k), device=x.device, dtype=torch.int64)
        topk_kernel[(M,)](x, v, i, N, K=self.k, BLOCK=triton.next_power_of_2(N))
        return v, i
