# probes: honest BT.601 luma of uint8 images in float32: the exact integer weighted sum (299 R + 587 G + 114 B) divided by 1000 (a correctly rounded division, exact at every half: a true tie is computed as one and rounds half to even), rounded half to even; the reference's float32 0.299 R + 0.587 G + 0.114 B lands one ulp off a true half at 15 % of them, where either neighbour is accepted (sandbox._grid_alts)
# reference: ref_rt69_luma.py
# expect: ok
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
    r = tl.load(x_ptr + base, mask=m, other=0).to(tl.float32)
    g = tl.load(x_ptr + base + HW, mask=m, other=0).to(tl.float32)
    bl = tl.load(x_ptr + base + 2 * HW, mask=m, other=0).to(tl.float32)
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
        out = torch.empty((B, H, W), device=img.device, dtype=torch.float32)
        n = out.numel()
        BLOCK = 1024
        luma_kernel[(triton.cdiv(n, BLOCK),)](img, out, H * W, n, BLOCK=BLOCK)
        return out
