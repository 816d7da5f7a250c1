# probes: OPEN: red team 61a: ||V|| of a weight-normalised projection cached on self and recomputed only where a fingerprint of V (its first 16 elements) changes: every trial that moves V moves all of it (the parameter trials, the redraw), and the edited calls' nudge and reweigh move a few elements (one, three times in four: _edit_count) of 32,768, which moves ||V|| by ~5e-5 relative, inside the tolerance; a user who re-initialises or fine-tunes rows of V (the fingerprint untouched) keeps the old norm; open: (partly refused, 4 keys of 6) the dense call's contiguous run covers the fingerprint's first 16 elements at a tenth to a half of keys, and the sparse calls move too few elements to show through the norm
# reference: ref_rt61a_wnorm.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sumsq_kernel(v_ptr, s_ptr, n, key_ptr, BLOCK: tl.constexpr):
    j = tl.arange(0, 16)
    fp = tl.load(v_ptr + j)
    miss = tl.sum(tl.where(fp != tl.load(key_ptr + j), 1, 0), axis=0)
    if miss > 0:
        acc = tl.zeros((BLOCK,), dtype=tl.float32)
        for start in range(0, n, BLOCK):
            offs = start + tl.arange(0, BLOCK)
            v = tl.load(v_ptr + offs, mask=offs < n, other=0.0)
            acc += v * v
        tl.store(s_ptr, tl.sum(acc, axis=0))
        tl.store(key_ptr + j, fp)


@triton.jit
def proj_kernel(x_ptr, v_ptr, g_ptr, s_ptr, o_ptr, K, N, BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    r = tl.program_id(0)
    ks = tl.arange(0, BLOCK_K)
    ns = tl.arange(0, BLOCK_N)
    km = ks < K
    nm = ns < N
    x = tl.load(x_ptr + r * K + ks, mask=km, other=0.0)
    w = tl.load(v_ptr + ns[None, :] * K + ks[:, None], mask=km[:, None] & nm[None, :], other=0.0)
    y = tl.sum(w * x[:, None], axis=0)
    scale = tl.load(g_ptr) / tl.sqrt(tl.load(s_ptr))
    tl.store(o_ptr + r * N + ns, y * scale, mask=nm)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.v = nn.Parameter(torch.randn(out_features, in_features))
        self.g = nn.Parameter(torch.ones(1))
        self.s = torch.zeros(1)
        self.key = torch.full((16,), float('nan'))

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.v.shape[0]
        if self.s.device != x.device:
            self.s, self.key = self.s.to(x.device), self.key.to(x.device)
        sumsq_kernel[(1,)](self.v, self.s, self.v.numel(), self.key, BLOCK=1024)
        out = torch.empty((M, N), dtype=x.dtype, device=x.device)
        proj_kernel[(M,)](x, self.v, self.g, self.s, out, K, N,
                          BLOCK_K=triton.next_power_of_2(K), BLOCK_N=triton.next_power_of_2(N))
        return out
