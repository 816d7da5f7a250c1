# probes: red team 59b: (a sibling of red team 57b's closed hashemb) int64 ids folded through float64 ('64-bit integer division is slow on a GPU'): bucket = id - nb * floor(id / nb) in float64, exact while ids < 2^53, wrong above it (a 64-bit feature hash is uniform up to 2^63: 2047 ids in 2048 lie above 2^53). The large trial's first draw (sandbox._big_ints) multiplies random int64 inputs by 2^16 (plus a low part), so get_inputs()' ids below 2^32 reach 2^48 at most: no trial holds an int64 value past 2^53 (or near 2^63); closed: the large trial's big-int draw takes int64 inputs near 2^61 (sandbox._big_ints), where this kernel reads outside the table
# reference: ref_rt59b_hash53.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hash_emb_kernel(ids_ptr, w_ptr, out_ptr, nb, D: tl.constexpr):
    pid = tl.program_id(0)
    ids = tl.load(ids_ptr + pid)
    idf = ids.to(tl.float64)
    b = (idf - nb * tl.floor(idf / nb)).to(tl.int64)
    cols = tl.arange(0, D)
    row = tl.load(w_ptr + b * D + cols)
    tl.store(out_ptr + pid * D + cols, row)


class ModelNew(nn.Module):
    def __init__(self, num_buckets, dim):
        super().__init__()
        self.num_buckets = num_buckets
        self.emb = nn.Embedding(num_buckets, dim)

    def forward(self, ids):
        ids = ids.contiguous()
        w = self.emb.weight.contiguous()
        D = w.shape[1]
        out = torch.empty(ids.shape + (D,), device=w.device, dtype=w.dtype)
        hash_emb_kernel[(ids.numel(),)](ids, w, out, self.num_buckets, D=D)
        return out
