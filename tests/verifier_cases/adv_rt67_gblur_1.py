# probes: red team 67 (ACCEPTED at 7 of 7 keys): Gaussian smoothing whose tap loop is a tl.static_range over a fixed MAX_R = 18 radius (masked by |j| <= r): every sigma above 6 loses the taps past 18 (and their weight in the normaliser); sigma is a Python float among forward's inputs, which the trials move only by |factor| ** (1/16 to 3/16), at most x3.65 at a 1000x trial (1.5 -> at most ~5.5, radius 17), so no trial passes a bandwidth whose radius passes the cap (max err 0.11 at sigma = 12; an earlier MAX_R = 12 was refused at 3 of 7 keys, where a 1000x trial moved sigma past 4); closed: the small trial's first try moves a Python float by x4 to x16 (sandbox._transform, spec "far"), before the near moves
# reference: ref_rt67_gblur.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gblur_kernel(x_ptr, o_ptr, T, r, inv_sigma, BLOCK: tl.constexpr, MAX_R: tl.constexpr):
    row = tl.program_id(0)
    t = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    tm = t < T
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    wsum = 0.0
    for jj in tl.static_range(2 * MAX_R + 1):
        j = jj - MAX_R
        on = (j <= r) & (j >= -r)
        z = j * inv_sigma
        w = tl.where(on, tl.exp(-0.5 * z * z), 0.0)
        wsum += w
        src = t + j
        m = tm & (src >= 0) & (src < T)
        acc += w * tl.load(x_ptr + row * T + src, mask=m, other=0.0)
    tl.store(o_ptr + row * T + t, acc / wsum, mask=tm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, sigma):
        x = x.contiguous()
        T = x.shape[-1]
        r = int(math.ceil(3.0 * sigma))
        out = torch.empty_like(x)
        gblur_kernel[(x.numel() // T, triton.cdiv(T, 128))](x, out, T, r, 1.0 / sigma,
                                                            BLOCK=128, MAX_R=18)
        return out
