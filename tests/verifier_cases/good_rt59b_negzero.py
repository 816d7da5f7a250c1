# probes: red team 59b: honest twin of adv_rt59b_negzero_1: the quadrant is chosen by the sign BIT of im (-0.0 counts as negative), as atan2 is specified (patched when filed: atan2(+-0, -0) = +-pi, the sign of re read by bitcast as well; the small trial's zero sets zero both inputs at one place)
# reference: ref_rt59b_negzero.py
# expect: ok
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
    upper = im.to(tl.int32, bitcast=True) >= 0
    a = atan_f32(im / tl.where(re == 0.0, 1.0, re))
    r = tl.where(re > 0.0, a, tl.where(upper, a + PI, a - PI))
    # (both zero: the sign of re picks 0 or pi, the sign of im the half, as atan2 does)
    left = re.to(tl.int32, bitcast=True) < 0
    zero = tl.where(left, tl.where(upper, PI, -PI), tl.where(upper, 0.0, -0.0))
    axis = tl.where(im > 0.0, PI / 2, tl.where(im < 0.0, -PI / 2, zero))
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
