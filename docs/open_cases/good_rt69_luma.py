# probes: REFUSED, kept as a limit (red team 69; 7 of 7 keys after this stop's grid alternatives): BT.601 luma of uint8 images, round(0.299 R + 0.587 G + 0.114 B), computed as (299 R + 587 G + 114 B) x 0.001 in float32. 0.001f is above 0.001, so at a true half (the integer sum 500 mod 1000), where torch's float32 sum lands exactly on the half at 85 % of them and rounds it to even, this lands one ulp above and rounds up: at that element indistinguishable from rounding half up, which pool8 and requant must keep refused. The same luma by an exact division, / 1000, is accepted at 7 of 7 keys (tests/verifier_cases/good_rt69_lumadiv)
# honest twin: BT.601 luma in Triton with the integer weights (299 R + 587 G + 114 B) * 0.001 in float32, rounded half to even
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
    v = (r * 299.0 + g * 587.0 + bl * 114.0) * 0.001
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
