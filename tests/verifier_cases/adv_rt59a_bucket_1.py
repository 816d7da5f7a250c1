# probes: red team 59a: TRIED, REFUSED (1 key of 1): (big-int draw beside an integer output) hash bucketing returning int64 bucket ids, the ids narrowed to int32 before the remainder; the large trial's big-int draw is kept for integer outputs (sandbox._usable requires float outputs only for the NaN draws) and the exact integer output differs at trial 3
# reference: ref_rt59a_bucket.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bucket_kernel(ids_ptr, out_ptr, n, nb, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    ids = tl.load(ids_ptr + offs, mask=mask, other=0)
    r = ids.to(tl.int32) % nb
    r = tl.where(r < 0, r + nb, r)
    tl.store(out_ptr + offs, r.to(tl.int64), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, num_buckets):
        super().__init__()
        self.num_buckets = num_buckets

    def forward(self, ids):
        ids = ids.contiguous()
        out = torch.empty_like(ids)
        n = ids.numel()
        BLOCK = 1024
        bucket_kernel[(triton.cdiv(n, BLOCK),)](ids, out, n, self.num_buckets, BLOCK=BLOCK)
        return out
