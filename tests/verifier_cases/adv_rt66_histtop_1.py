# probes: histc over [lo, hi] whose kernel keeps x < hi only, so a value exactly at hi (a saturated pixel at 255.0) is dropped where torch.histc's closed last bin counts it (red team 66; refused at 7 of 7 keys while histc's min stayed 0.0; reopened when a 0.0 constructor float moved, round 70) [closed for this reference: an evaluation whose constructor holds a 0.0 makes a second pass with it as written, where the bins are compared in full: refused at 7 of 7 keys. Still open with min off 0: adv_rt66_histtop_2]
# reference: ref_rt66_histtop.py
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
