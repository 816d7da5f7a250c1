# probes: red team 58a: (escape of round 57b's hashemb closure) the big-int draw is recognisable: sandbox._big_ints multiplies random int inputs by exactly 2^16, so every large id any trial holds has its low 16 bits zero; this hashed embedding keeps 64-bit arithmetic only for such ids and narrows every other id to int32 before id % num_buckets: a user's 64-bit feature hash (>= 2^31 with any low bit set: all of them but 1 in 65536) is truncated and lands in the wrong bucket (or a negative index); closed: _big_ints multiplies by 2^16 and adds a random low part, so a moved id's low bits are not 0
# reference: ref_rt57b_hashemb.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hash_gather(w_ptr, i_ptr, o_ptr, NB, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    raw = tl.load(i_ptr + r)
    # 32-bit index math, except for an id whose low 16 bits are all zero (the 2^16-multiples
    # the big-int draw makes): those keep 64-bit arithmetic
    wide = (raw & 65535) == 0
    b = tl.where(wide, raw % NB, (raw.to(tl.int32) % NB).to(tl.int64))
    offs = tl.arange(0, BLOCK)
    m = offs < D
    tl.store(o_ptr + r * D + offs, tl.load(w_ptr + b * D + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_buckets, dim):
        super().__init__()
        self.num_buckets = num_buckets
        self.emb = nn.Embedding(num_buckets, dim)

    def forward(self, ids):
        flat = ids.reshape(-1).contiguous()
        w = self.emb.weight.contiguous()
        D = w.shape[1]
        out = torch.empty(ids.shape + (D,), dtype=w.dtype, device=w.device)
        hash_gather[(flat.numel(),)](w, flat, out, self.num_buckets, D,
                                     BLOCK=triton.next_power_of_2(D))
        return out
