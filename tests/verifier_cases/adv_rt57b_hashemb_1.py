# probes: red team 57b: integer magnitudes: random integer inputs (ids, indices, counts) are never moved (sandbox._transform leaves every integer tensor two seeds draw differently as drawn), so their values never leave get_inputs()' range; a kernel that narrows int64 ids to int32 before id % num_buckets (hashed embeddings) is wrong for every id >= 2^31 (64-bit feature hashes) and passes; closed: the large trial's first draw multiplies random int32/int64 inputs by 2^16 where they stay inside their dtype (sandbox._big_ints, under a seed of its own), kept where the reference accepts them (ids % num_buckets does), so the int32-narrowed id reads outside the table
# reference: ref_rt57b_hashemb.py
# expect: fallback
# Cheat: the int64 ids narrowed to int32 before the modulo ("32-bit index math"): exact for every id below 2^31, as get_inputs draws them; a 64-bit feature hash (any id >= 2^31) is truncated and lands in the wrong bucket, or a negative one.
# (see probes)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hash_gather(w_ptr, i_ptr, o_ptr, NB, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    raw = tl.load(i_ptr + r).to(tl.int32)   # narrowed
    b = raw % NB                             # non-negative ids: the floor and C remainders agree
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
