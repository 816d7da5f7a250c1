# probes: honest twin of adv_rt57a_wnorm_1: the normalised weight row is computed in registers, v is only read
# reference: ref_rt57a_wnorm.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def wn_linear_kernel(x_ptr, v_ptr, g_ptr, out_ptr, B, K, N, FUSE_INTO_V: tl.constexpr,
                     BLOCK_B: tl.constexpr, BLOCK_K: tl.constexpr):
    j = tl.program_id(0)
    ks = tl.arange(0, BLOCK_K)
    km = ks < K
    v = tl.load(v_ptr + j * K + ks, mask=km, other=0.0)
    g = tl.load(g_ptr + j)
    w = g * v / tl.sqrt(tl.sum(v * v, axis=0))
    if FUSE_INTO_V:
        tl.store(v_ptr + j * K + ks, w, mask=km)
    bs = tl.arange(0, BLOCK_B)
    bm = bs < B
    x = tl.load(x_ptr + bs[:, None] * K + ks[None, :], mask=bm[:, None] & km[None, :], other=0.0)
    y = tl.sum(x * w[None, :], axis=1)
    tl.store(out_ptr + bs * N + j, y, mask=bm)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.v = nn.Parameter(torch.randn(out_features, in_features) * 0.1)
        self.g = nn.Parameter(torch.randn(out_features))

    def forward(self, x):
        x = x.contiguous()
        B, K = x.shape
        N = self.v.shape[0]
        out = torch.empty((B, N), device=x.device, dtype=x.dtype)
        wn_linear_kernel[(N,)](x, self.v, self.g, out, B, K, N, FUSE_INTO_V=False,
                               BLOCK_B=triton.next_power_of_2(B), BLOCK_K=triton.next_power_of_2(K))
        return out
