# probes: OPEN (red team 66's histtop with histc's min at 0.25, off 0; the same kernel is refused at 7 of 7 keys where min is 0.0 as written, adv_rt66_histtop_1): histc over [lo, hi] whose kernel keeps x < hi only, so a value exactly at hi (a saturated pixel at 255.0) is dropped where torch.histc's closed last bin counts it. The top edge is written into the input at the small and scaled trials (float_sentinels), but with min off 0 the float32 and float64 bin indices of (x - min) * bins / (max - min) differ at a few values, so the float64 twin's nudged runs move every bin and the rounding bound there is 4-16x the answer: no bin is compared in full at the trials that hold the edge. Wants a histogram's bins compared as counts (a bin index is a floor the dispatch does not show)
# reference: ref_rt66_histtop2.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hist_kernel(x_ptr, h_ptr, n, lo, hi, BINS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=-1.0)
    inside = m & (x >= lo) & (x < hi)
    pos = ((x - lo) * BINS / (hi - lo)).to(tl.int32)
    tl.atomic_add(h_ptr + pos, tl.where(inside, 1.0, 0.0), mask=inside)


@triton.jit
def scale_kernel(h_ptr, o_ptr, n, BINS: tl.constexpr):
    b = tl.arange(0, BINS)
    tl.store(o_ptr + b, tl.load(h_ptr + b) / n)


class ModelNew(nn.Module):
    def __init__(self, bins=32, lo=0.0, hi=255.0):
        super().__init__()
        self.bins, self.lo, self.hi = bins, lo, hi

    def forward(self, img):
        x = img.contiguous()
        n = x.numel()
        h = torch.zeros(self.bins, dtype=x.dtype, device=x.device)
        BLOCK = 1024
        hist_kernel[(triton.cdiv(n, BLOCK),)](x, h, n, float(self.lo), float(self.hi),
                                             BINS=self.bins, BLOCK=BLOCK)
        out = torch.empty_like(h)
        scale_kernel[(1,)](h, out, n, BINS=self.bins)
        return out
