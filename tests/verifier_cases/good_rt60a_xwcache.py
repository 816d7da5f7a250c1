# probes: red team 60a: honest twin of adv_rt60a_xwcache_1 (as good_rt58a_linpack: x @ W^T computed every call)
# reference: ref_rt60a_xwcache.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def proj_kernel(x_ptr, w_ptr, o_ptr, K, N, BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    r = tl.program_id(0)
    ks = tl.arange(0, BLOCK_K)
    ns = tl.arange(0, BLOCK_N)
    km = ks < K
    nm = ns < N
    x = tl.load(x_ptr + r * K + ks, mask=km, other=0.0)
    w = tl.load(w_ptr + ns[:, None] * K + ks[None, :], mask=nm[:, None] & km[None, :], other=0.0)
    tl.store(o_ptr + r * N + ns, tl.sum(w * x[None, :], axis=1), mask=nm)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        w = self.proj.weight.contiguous()
        N = w.shape[0]
        out = torch.empty((M, N), dtype=x.dtype, device=x.device)
        proj_kernel[(M,)](x, w, out, K, N, BLOCK_K=triton.next_power_of_2(K),
                          BLOCK_N=triton.next_power_of_2(N))
        return out
