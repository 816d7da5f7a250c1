# probes: correct (red team 69, refused at 7 of 7 keys before this fix): BT.601 luma in float64 as the exact integer sum (299 R + 587 G + 114 B) / 1000, rounded half to even; torch's 0.299 R + 0.587 G + 0.114 B in float64 lands one ulp off a true half at some pixels, where either neighbour is accepted (sandbox._grid_alts); accepted at 7 of 7 keys
# reference: ref_rt69_luma64.py
# expect: ok
# honest twin: BT.601 luma in Triton in float64 with the exact integer weighted sum (299 R + 587 G + 114 B) / 1000, rounded half to even
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def luma_kernel(x_ptr, out_ptr, HW, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    b = offs // HW
    p = offs % HW
    base = b * 3 * HW + p
    r = tl.load(x_ptr + base, mask=m, other=0).to(tl.float64)
    g = tl.load(x_ptr + base + HW, mask=m, other=0).to(tl.float64)
    bl = tl.load(x_ptr + base + 2 * HW, mask=m, other=0).to(tl.float64)
    v = (r * 299.0 + g * 587.0 + bl * 114.0) / 1000.0
    q = tl.floor(v + 0.5)
    tie = (q - v) == 0.5
    odd = (q - 2.0 * tl.floor(q * 0.5)) != 0.0
    q = tl.where(tie & odd, q - 1.0, q)
    tl.store(out_ptr + offs, q, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, img):
        img = img.contiguous()
        B, C, H, W = img.shape
        out = torch.empty((B, H, W), device=img.device, dtype=torch.float64)
        n = out.numel()
        BLOCK = 1024
        luma_kernel[(triton.cdiv(n, BLOCK),)](img, out, H * W, n, BLOCK=BLOCK)
        return out
