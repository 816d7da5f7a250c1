# probes: OPEN (half): red team 68 (since sandbox._moved_init's far try, constructor floats moved up 8-16x at half the evaluations, refused at 3 of 7 keys: 04, 05, 06; accepted at 01, 02, 03, 5e; its reference lives in tests/verifier_cases): (adv_rt68_gsmooth_1 with a constructor float below 1) Gaussian smoothing whose taps are one static block of 8 (offsets -4..3, masked to |r| <= ceil(3 sigma)): exact while the radius is at most 3 (sigma <= 1.0), truncated for every sigma above 1 a caller builds (sigma 1.5, 2, 3: the common blurs). get_init_inputs passes sigma = 0.8; sandbox._moved_init moves a float in [0.1, 1) 'toward 1' seven times in eight (1 - 0.2 x 10^-U[0.5, 1.5]: 0.94-0.99, never past 1) and by 10^U[-1, 1] once in eight, past 1.0 only where 0.8 x 10^(2u-1) > 1 (~5.6% of keys); way 2 (x[0.7, 1.4]) reaches 1.12 at most
# reference: ref_rt68_gsmooth8.py
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
                                                        BLOCK_T=BLOCK_T, TAPS=8)
        return out
