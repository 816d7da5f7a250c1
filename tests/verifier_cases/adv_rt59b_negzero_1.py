# probes: red team 59b: signed zeros never drawn: atan2 with its quadrant chosen by im >= 0, so im = -0.0 on the negative real axis answers +pi where torch.atan2 answers -pi (an error of 2 pi: the phase of a real negative FFT bin, of x * 0 or round() of a small negative, of a conjugate). No trial holds a -0.0: get_inputs() draws randn (no zeros), the zero sets (sandbox._zero_sets) and fixed zeros are written as +0.0 after the scaling, and the NaN draws use +NaN; only an input that already holds exact zeros meets a negative factor; closed: the zero sets write -0.0 at about half their zeros (sandbox._zero_sets)
# reference: ref_rt59b_negzero.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def atan_f32(x):
    # Cephes atanf: range reduction to |t| <= tan(pi/8), odd polynomial (~1e-7 relative)
    ax = tl.abs(x)
    big = ax > 2.414213562373095
    mid = ax > 0.4142135623730950
    t = tl.where(big, -1.0 / tl.where(big, ax, 1.0), tl.where(mid, (ax - 1.0) / (ax + 1.0), ax))
    y0 = tl.where(big, 1.5707963267948966, tl.where(mid, 0.7853981633974483, 0.0))
    z = t * t
    p = (((8.05374449538e-2 * z - 1.38776856032e-1) * z + 1.99777106478e-1) * z
         - 3.33329491539e-1) * z * t + t
    r = y0 + p
    return tl.where(x < 0.0, -r, r)


@triton.jit
def phase_kernel(re_ptr, im_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    re = tl.load(re_ptr + offs, mask=mask, other=1.0)
    im = tl.load(im_ptr + offs, mask=mask, other=0.0)
    PI: tl.constexpr = 3.141592653589793
    upper = im >= 0.0
    a = atan_f32(im / tl.where(re == 0.0, 1.0, re))
    r = tl.where(re > 0.0, a, tl.where(upper, a + PI, a - PI))
    axis = tl.where(im > 0.0, PI / 2, tl.where(im < 0.0, -PI / 2, tl.where(upper, 0.0, -0.0)))
    r = tl.where(re == 0.0, axis, r)
    tl.store(out_ptr + offs, r, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, re, im):
        re = re.contiguous()
        im = im.contiguous()
        out = torch.empty_like(re)
        n = re.numel()
        phase_kernel[(triton.cdiv(n, 1024),)](re, im, out, n, BLOCK=1024)
        return out
