# probes: red team 61a: adv_rt60a_xwcache_1's answer cache (hit where the whole input equals the last call's exactly and 16 weight elements are unchanged) that tells the reweighed call apart: the cache is used only where the LAST call's input differed from its own predecessor in more than an eighth of its elements (a fresh batch); the edited call changes at most a tenth of them, so the reweighed call (the edited call's inputs again, a few weights moved) always recomputes; a user who runs a batch, updates a few weights (a fine-tune step, a LoRA merge) and runs the same batch again gets the stale answer; closed: the reweighed call follows a keyed input trial of its own (not the edited call, not call 0) and repeats its inputs exactly with one weight element moved (param_move's 'reweigh')
# reference: ref_rt61a_edittell.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def check(x_ptr, xc_ptr, w_ptr, key_ptr, hit_ptr, prev_ptr, n, K, FIRST: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    dx = tl.sum(tl.where(m & (tl.load(x_ptr + offs, mask=m, other=0.0) != tl.load(xc_ptr + offs, mask=m, other=0.0)), 1, 0), axis=0)
    j = tl.arange(0, 8)
    a = tl.load(w_ptr + j)
    b = tl.load(w_ptr + K + j)
    dw = tl.sum(tl.where((a != tl.load(key_ptr + j)) | (b != tl.load(key_ptr + 8 + j)), 1, 0), axis=0)
    miss = dx + dw
    if FIRST:
        miss = 1
    prev = tl.load(prev_ptr)
    tl.store(hit_ptr, ((miss == 0) & (prev * 8 > n)).to(tl.int32))
    tl.store(prev_ptr, dx)
    tl.store(xc_ptr + offs, tl.load(x_ptr + offs, mask=m, other=0.0), mask=m)
    tl.store(key_ptr + j, a)
    tl.store(key_ptr + 8 + j, b)


@triton.jit
def proj_kernel(x_ptr, w_ptr, o_ptr, c_ptr, hit_ptr, K, N, BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    r = tl.program_id(0)
    ks = tl.arange(0, BLOCK_K)
    ns = tl.arange(0, BLOCK_N)
    km = ks < K
    nm = ns < N
    if tl.load(hit_ptr) != 0:
        y = tl.load(c_ptr + r * N + ns, mask=nm, other=0.0)
    else:
        x = tl.load(x_ptr + r * K + ks, mask=km, other=0.0)
        w = tl.load(w_ptr + ns[None, :] * K + ks[:, None], mask=km[:, None] & nm[None, :], other=0.0)
        y = tl.sum(w * x[:, None], axis=0)
        tl.store(c_ptr + r * N + ns, y, mask=nm)
    tl.store(o_ptr + r * N + ns, y, mask=nm)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.proj = nn.Linear(in_features, out_features, bias=False)
        self.xc = None
        self.cache = None
        self.key = torch.zeros(16)
        self.hit = torch.zeros(1, dtype=torch.int32)
        self.prev = torch.zeros(1, dtype=torch.int32)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        w = self.proj.weight
        N = w.shape[0]
        first = self.xc is None or self.xc.numel() != x.numel() or self.xc.device != x.device
        if first:
            self.xc = torch.zeros(x.numel(), device=x.device, dtype=x.dtype)
            self.cache = torch.zeros(M * N, device=x.device, dtype=x.dtype)
            self.key, self.hit, self.prev = self.key.to(x.device), self.hit.to(x.device), self.prev.to(x.device)
        check[(1,)](x, self.xc, w, self.key, self.hit, self.prev, x.numel(), K, FIRST=first,
                    BLOCK=triton.next_power_of_2(x.numel()))
        out = torch.empty((M, N), dtype=x.dtype, device=x.device)
        proj_kernel[(M,)](x, w, out, self.cache, self.hit, K, N, BLOCK_K=triton.next_power_of_2(K),
                          BLOCK_N=triton.next_power_of_2(N))
        return out
