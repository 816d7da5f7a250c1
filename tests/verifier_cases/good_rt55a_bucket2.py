# probes: an honest bucketize by binary search, torch's own lower_bound probe order (lo, hi = 0, n; mid = (lo + hi) // 2): matches the reference even where the trials made the edges unsorted
# reference: ref_rt55a_bucket.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def bucket_kernel(x_ptr, b_ptr, out_ptr, n, NB, STEPS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    lo = tl.zeros([BLOCK], dtype=tl.int64)
    hi = tl.zeros([BLOCK], dtype=tl.int64) + NB
    for s in range(STEPS):
        act = lo < hi
        mid = lo + (hi - lo) // 2
        bm = tl.load(b_ptr + mid, mask=act & mask, other=0.0)
        go = bm < x
        lo = tl.where(act & go, mid + 1, lo)
        hi = tl.where(act & (go == 0), mid, hi)
    tl.store(out_ptr + offs, lo, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, boundaries):
        x = x.contiguous()
        boundaries = boundaries.contiguous()
        out = torch.empty(x.shape, device=x.device, dtype=torch.int64)
        n = x.numel()
        nb = boundaries.numel()
        steps = nb.bit_length() + 1
        bucket_kernel[(triton.cdiv(n, 256),)](x, boundaries, out, n, nb, STEPS=steps, BLOCK=256)
        return out
