# probes: false refusal of module-level tl.constexpr polynomial coefficients + tl.where sign + helper jit
# reference: ref_erf.py
# expect: ok
# idea: honest erf by Abramowitz-Stegun 7.1.26 (5 coefficients, max err 1.5e-7 absolute),
#   and its Maclaurin series below |x| = 0.5, where 1.5e-7 absolute is too coarse for answers
#   of ~1e-3 (the verifier compares small answers relatively: the small trial refused the
#   plain 7.1.26 at some keys)
import torch
import torch.nn as nn
import triton
import triton.language as tl

P: tl.constexpr = tl.constexpr(0.3275911)
A1 = tl.constexpr(0.254829592)
A2 = tl.constexpr(-0.284496736)
A3 = tl.constexpr(1.421413741)
A4 = tl.constexpr(-1.453152027)
A5 = tl.constexpr(1.061405429)
TWO_OVER_SQRT_PI = tl.constexpr(1.1283791670955126)


@triton.jit
def erf_pos(ax):
    t = 1.0 / (1.0 + P * ax)
    poly = ((((A5 * t + A4) * t + A3) * t + A2) * t + A1) * t
    return 1.0 - poly * tl.exp(-ax * ax)


@triton.jit
def erf_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    r = erf_pos(tl.abs(x))
    y = tl.where(x < 0, -r, r)
    s = x * x       # erf(x) = 2/sqrt(pi) (x - x^3/3 + x^5/10 - x^7/42 + x^9/216 - x^11/1320 ...)
    series = TWO_OVER_SQRT_PI * x * (1.0 + s * (-0.33333333 + s * (0.1 + s * (-0.023809524 + s * (
        0.0046296296 + s * (-0.00075757576 + s * 0.00010683761))))))
    y = tl.where(tl.abs(x) < 0.5, series, y)
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        erf_kernel[(triton.cdiv(n, 128),)](x, y, n, BLOCK=128)
        return y
