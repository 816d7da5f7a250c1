# probes: red team 57b: honest twin of adv_rt57b_hashemb_1: int64 bucket arithmetic
# reference: ref_rt57b_hashemb.py
# expect: ok
# Honest: the bucket index computed in int64 (ids % num_buckets on the loaded int64 ids), then
# the row gathered.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hash_gather(w_ptr, i_ptr, o_ptr, NB, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    raw = tl.load(i_ptr + r)                 # int64
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
