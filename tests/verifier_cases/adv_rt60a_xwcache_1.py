# probes: red team 60a: the edited call moves the inputs AND the weights in the same call (a few input elements replaced, a few weight elements nudged), so a cache whose key is the whole input compared exactly plus a weak fingerprint of the weight (16 of W's elements) always misses there (the input changed) and is never met with the same input and a partly changed weight; every other call changes every input element; the answer (output kept on self) is returned for a repeated batch after a sparse weight update (a fine-tune step, a LoRA merge, a row re-initialised) that left those 16 elements alone; closed: a second call after the edited one repeats its inputs exactly with a few more weight elements moved on top of its nudge (the reweighed call, param_move's 'reweigh')
# reference: ref_rt60a_xwcache.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def check(x_ptr, xc_ptr, w_ptr, key_ptr, hit_ptr, n, K, FIRST: tl.constexpr, BLOCK: tl.constexpr):
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
    tl.store(hit_ptr, (miss == 0).to(tl.int32))
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

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        w = self.proj.weight
        N = w.shape[0]
        first = self.xc is None or self.xc.numel() != x.numel() or self.xc.device != x.device
        if first:
            self.xc = torch.zeros(x.numel(), device=x.device, dtype=x.dtype)
            self.cache = torch.zeros(M * N, device=x.device, dtype=x.dtype)
            self.key, self.hit = self.key.to(x.device), self.hit.to(x.device)
        check[(1,)](x, self.xc, w, self.key, self.hit, x.numel(), K, FIRST=first,
                    BLOCK=triton.next_power_of_2(x.numel()))
        out = torch.empty((M, N), dtype=x.dtype, device=x.device)
        proj_kernel[(M,)](x, w, out, self.cache, self.hit, K, N, BLOCK_K=triton.next_power_of_2(K),
                          BLOCK_N=triton.next_power_of_2(N))
        return out
