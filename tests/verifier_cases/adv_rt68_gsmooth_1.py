# probes: red team 68 (closed: constructor floats are moved up 8-16x at half the evaluations, sandbox._moved_init's far try; refused at about half the keys, 5e among them): Gaussian smoothing whose taps are one static block of 64 (offsets -32..31, masked to |r| <= ceil(3 sigma)): exact while the radius fits (sigma <= 10.33), silently truncated and renormalised over 63 taps for any wider blur a caller builds (sigma 12-16 for heatmap or background smoothing). The constructor's sigma = 1.5 is moved once per evaluation by sandbox._moved_init: a float >= 1 by 10^U[-1, 1] (way 1) or x[0.7, 1.4] (way 2), so it never goes past 15 and exceeds 10.33 only where 1.5 x 10^(2u-1) > 10.33 (u > 0.92: ~8% of keys); the forward's numbers got a far try (x4-16, red team 67) but the constructor's floats did not
# reference: ref_rt68_gsmooth.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gsmooth_kernel(x_ptr, out_ptr, T, R, inv_sigma, BLOCK_T: tl.constexpr, TAPS: tl.constexpr):
    row = tl.program_id(0)
    tb = tl.program_id(1)
    t = tb * BLOCK_T + tl.arange(0, BLOCK_T)
    mt = t < T
    r = tl.arange(0, TAPS) - TAPS // 2
    mr = (r >= -R) & (r <= R)
    z = r.to(tl.float32) * inv_sigma
    w = tl.where(mr, tl.exp(-0.5 * z * z), 0.0)
    wsum = tl.sum(w, axis=0)
    src = t[:, None] + r[None, :]
    v = tl.load(x_ptr + row * T + src, mask=mt[:, None] & mr[None, :] & (src >= 0) & (src < T), other=0.0)
    acc = tl.sum(v * w[None, :], axis=1)
    tl.store(out_ptr + row * T + t, acc / wsum, mask=mt)


class ModelNew(nn.Module):
    def __init__(self, sigma):
        super().__init__()
        self.sigma = float(sigma)
        self.radius = int(math.ceil(3.0 * sigma))

    def forward(self, x):
        B, C, T = x.shape
        x = x.contiguous()
        out = torch.empty_like(x)
        BLOCK_T = 32
        gsmooth_kernel[(B * C, triton.cdiv(T, BLOCK_T))](x, out, T, self.radius, 1.0 / self.sigma,
                                                        BLOCK_T=BLOCK_T, TAPS=64)
        return out
