# probes: red team 60a: the edited call (sandbox._edited) edits only TOP-LEVEL tensors among the random inputs (floats / rand_ints are indices of get_inputs()'s top-level entries, and _edited skips an entry that is not a tensor): tensors passed inside a list (forward(self, feats)) are never edited, so adv_rt58a_tokcache_1's answer cache (the last output kept on self, copied back where a fingerprint, the first 8 elements of each tensor, matches the last call's) passes; a user's next list whose tensors differ past those 8 elements gets the previous answer; closed: the edited call indexes the inputs by leaf through lists, tuples and dicts, as the trials do (sandbox._edited; it had read the leaf indices as top-level ones)
# reference: ref_rt60a_listcache.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fingerprint(a_ptr, b_ptr, key_ptr, hit_ptr, FIRST: tl.constexpr):
    j = tl.arange(0, 8)
    a = tl.load(a_ptr + j)
    b = tl.load(b_ptr + j)
    ka = tl.load(key_ptr + j)
    kb = tl.load(key_ptr + 8 + j)
    miss = tl.sum(tl.where((a != ka) | (b != kb), 1, 0), axis=0)
    if FIRST:
        miss = 1
    tl.store(hit_ptr, (miss == 0).to(tl.int32))
    tl.store(key_ptr + j, a)
    tl.store(key_ptr + 8 + j, b)


@triton.jit
def add_tanh(a_ptr, b_ptr, c_ptr, o_ptr, hit_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    if tl.load(hit_ptr) != 0:
        y = tl.load(c_ptr + offs, mask=m, other=0.0)
    else:
        s = tl.load(a_ptr + offs, mask=m, other=0.0) + tl.load(b_ptr + offs, mask=m, other=0.0)
        e = tl.exp(-2.0 * tl.abs(s))
        t = (1.0 - e) / (1.0 + e)
        y = tl.where(s < 0, -t, t)
        tl.store(c_ptr + offs, y, mask=m)
    tl.store(o_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cache = None
        self.key = torch.zeros(16)
        self.hit = torch.zeros(1, dtype=torch.int32)

    def forward(self, feats):
        a = feats[0].contiguous()
        b = feats[1].contiguous()
        n = a.numel()
        first = self.cache is None or self.cache.numel() != n or self.cache.device != a.device
        if first:
            self.cache = torch.empty(n, device=a.device, dtype=a.dtype)
            self.key, self.hit = self.key.to(a.device), self.hit.to(a.device)
        fingerprint[(1,)](a, b, self.key, self.hit, FIRST=first)
        out = torch.empty_like(a)
        add_tanh[(triton.cdiv(n, 1024),)](a, b, self.cache, out, self.hit, n, BLOCK=1024)
        return out
