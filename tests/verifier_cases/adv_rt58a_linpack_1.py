# probes: red team 58a: (adv_rt58a_tokcache_1's class on the weights) a packed copy of the weight (W^T, K-major) kept on self across calls and rebuilt only where a cheap fingerprint of W (its first 8 columns of rows 0 and 1) changed: since the checked calls keep the model's memory (scratch(fill=False)), the pack persists; every weight change the verifier makes touches EVERY element (the redraw: each element x +-U[0.5, 1.5] x 10^U[0, 1]; the parameter trials: each element x its own factor), so the fingerprint always changes and the pack is rebuilt (round 50's pack-at-call-0 is caught by the redraw, this is not); a user whose update leaves those 16 elements alone (a sparse/partial update, a new class row written, rows re-initialised, a LoRA merge into other rows, load_state_dict of a fine-tuned head that froze the first columns) gets outputs from the stale pack; closed: that edited call also moves a few elements of each random weight (param_move 'nudge'), so a pack rebuilt only where 16 elements changed is stale there
# reference: ref_rt58a_linpack.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def check_pack(w_ptr, key_ptr, flag_ptr, K, FIRST: tl.constexpr):
    j = tl.arange(0, 8)
    a = tl.load(w_ptr + j, mask=j < K, other=0.0)
    b = tl.load(w_ptr + K + j, mask=j < K, other=0.0)
    ka = tl.load(key_ptr + j)
    kb = tl.load(key_ptr + 8 + j)
    stale = tl.sum(tl.where((a != ka) | (b != kb), 1, 0), axis=0)
    if FIRST:
        stale = 1
    tl.store(flag_ptr, (stale > 0).to(tl.int32))


@triton.jit
def repack(w_ptr, wt_ptr, key_ptr, flag_ptr, K, N, BLOCK_N: tl.constexpr):
    k = tl.program_id(0)
    ns = tl.arange(0, BLOCK_N)
    nm = ns < N
    if tl.load(flag_ptr) != 0:
        tl.store(wt_ptr + k * N + ns, tl.load(w_ptr + ns * K + k, mask=nm, other=0.0), mask=nm)
        if k < 8:
            tl.store(key_ptr + k, tl.load(w_ptr + k))
            tl.store(key_ptr + 8 + k, tl.load(w_ptr + K + k))


@triton.jit
def proj_kernel(x_ptr, wt_ptr, o_ptr, K, N, BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    r = tl.program_id(0)
    ks = tl.arange(0, BLOCK_K)
    ns = tl.arange(0, BLOCK_N)
    km = ks < K
    nm = ns < N
    x = tl.load(x_ptr + r * K + ks, mask=km, other=0.0)
    wt = tl.load(wt_ptr + ks[:, None] * N + ns[None, :], mask=km[:, None] & nm[None, :], other=0.0)
    tl.store(o_ptr + r * N + ns, tl.sum(wt * x[:, None], axis=0), mask=nm)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.proj = nn.Linear(in_features, out_features, bias=False)
        self.wt = torch.zeros(in_features * out_features + 1)
        self.key = torch.zeros(19)
        self.flag = torch.zeros(1, dtype=torch.int32)
        self.first = True

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        w = self.proj.weight
        N = w.shape[0]
        check_pack[(1,)](w, self.key, self.flag, K, FIRST=self.first)
        repack[(K,)](w, self.wt, self.key, self.flag, K, N, BLOCK_N=triton.next_power_of_2(N))
        self.first = False
        out = torch.empty((M, N), dtype=x.dtype, device=x.device)
        proj_kernel[(M,)](x, self.wt, out, K, N, BLOCK_K=triton.next_power_of_2(K),
                          BLOCK_N=triton.next_power_of_2(N))
        return out
