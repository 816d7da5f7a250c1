# probes: red team 57a: a forward that overwrites its own weights is never called a second time on what it left there: every paired tensor the parameter trials or the redraw move is rewritten by sandbox._move_params before EVERY call (its keyed values, or moved ones), so the verifier never sees weights a forward mutated. This weight-norm linear 'fuses' w = g * v / ||v|| INTO v (FUSE_INTO_V=True, saving a buffer): the first call is right, but at a user's second call v already holds g*v/||v||, and g * v' / ||v'|| = g * sign(g) * v/||v||, so every output column with a negative gain flips sign from the second call on (and the module's state_dict is corrupted). No check sees the write either: sandbox's scratch/cache rule covers only __init__ memory no pairing ties to the reference (paired weights are not 'loose'), and reward._state_mismatch watches only state the reference's forward changes; closed: a call may not change the memory of a weight the reference's forward leaves as it is (sandbox._frozen_changed, from red team 56b's pairtail): the write into v is refused at call 0
# reference: ref_rt57a_wnorm.py
# expect: fallback
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
        wn_linear_kernel[(N,)](x, self.v, self.g, out, B, K, N, FUSE_INTO_V=True,
                               BLOCK_B=triton.next_power_of_2(B), BLOCK_K=triton.next_power_of_2(K))
        return out
