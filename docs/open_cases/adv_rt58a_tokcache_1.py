# probes: OPEN: red team 58a: an answer cache across calls, keyed on a fingerprint: since the checked calls keep the model's memory (scratch(fill=False)), a kernel may keep the last call's output and a key on self; this softmax keys it on the first and last token of every sequence (x[:, 0, :], x[:, -1, :]: [CLS] and padding in a user's batches) and, where both match the last call's, copies the cached output instead of computing; every checked call draws all-new inputs (no two calls of one evaluation agree at any element), so the cache never hits there; a user's padded batches (same [CLS] and pad features, other tokens between) get the previous batch's answer; open: (partly refused, about 3 keys in 4) the edited call changes one element three times in four, the fingerprint's first and last tokens among them at 2 of T positions; the dense call's run almost always hits them
# reference: ref_rt58a_tokcache.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fingerprint(x_ptr, key_ptr, hit_ptr, B, L, D, FIRST: tl.constexpr,
                BLOCK_B: tl.constexpr, BLOCK_D: tl.constexpr):
    bs = tl.arange(0, BLOCK_B)
    ds = tl.arange(0, BLOCK_D)
    m = (bs[:, None] < B) & (ds[None, :] < D)
    head = tl.load(x_ptr + bs[:, None] * L * D + ds[None, :], mask=m, other=0.0)
    tail = tl.load(x_ptr + bs[:, None] * L * D + (L - 1) * D + ds[None, :], mask=m, other=0.0)
    k0 = tl.load(key_ptr + bs[:, None] * D + ds[None, :], mask=m, other=0.0)
    k1 = tl.load(key_ptr + B * D + bs[:, None] * D + ds[None, :], mask=m, other=0.0)
    diff = tl.sum(tl.sum(tl.where((head != k0) | (tail != k1), 1, 0), axis=1), axis=0)
    if FIRST:
        diff = 1
    tl.store(hit_ptr, (diff == 0).to(tl.int32))


@triton.jit
def cached_softmax(x_ptr, o_ptr, cache_ptr, key_ptr, hit_ptr, L, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    hit = tl.load(hit_ptr)
    if hit != 0:
        tl.store(o_ptr + r * D + offs, tl.load(cache_ptr + r * D + offs, mask=m), mask=m)
    else:
        x = tl.load(x_ptr + r * D + offs, mask=m, other=-float("inf"))
        e = tl.exp(x - tl.max(x, axis=0))
        e = tl.where(m, e, 0.0)
        y = e / tl.sum(e, axis=0)
        tl.store(o_ptr + r * D + offs, y, mask=m)
        tl.store(cache_ptr + r * D + offs, y, mask=m)
        b = r // L
        l = r % L
        nb = tl.num_programs(0) // L
        if l == 0:
            tl.store(key_ptr + b * D + offs, x, mask=m)
        if l == L - 1:
            tl.store(key_ptr + nb * D + b * D + offs, x, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.cache = None
        self.key = None
        self.hit = None

    def forward(self, x):
        x = x.contiguous()
        B, L, D = x.shape
        first = self.cache is None or self.cache.shape != x.shape
        if first:
            self.cache = torch.empty_like(x)
            self.key = torch.empty((2 * B * D,), dtype=x.dtype, device=x.device)
            self.hit = torch.empty((1,), dtype=torch.int32, device=x.device)
        fingerprint[(1,)](x, self.key, self.hit, B, L, D, FIRST=first,
                          BLOCK_B=triton.next_power_of_2(B), BLOCK_D=triton.next_power_of_2(D))
        out = torch.empty_like(x)
        cached_softmax[(B * L,)](x, out, self.cache, self.key, self.hit, L, D,
                                 BLOCK=triton.next_power_of_2(D))
        return out
