import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def round_half_even(v):
    f = tl.floor(v)
    d = v - f
    r = tl.where(d > 0.5, f + 1.0, f)
    odd = (f - 2.0 * tl.floor(f * 0.5)) == 1.0
    return tl.where((d == 0.5) & odd, f + 1.0, r)


@triton.jit
def fq_kernel(x_ptr, o_ptr, n, scale, zp, qmin, qmax, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    q = round_half_even(x / scale) + zp
    q = tl.minimum(tl.maximum(q, qmin), qmax)
    tl.store(o_ptr + offs, (q - zp) * scale, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, scale, zero_point, quant_min, quant_max):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        fq_kernel[(triton.cdiv(n, BLOCK),)](x, out, n, scale, float(zero_point),
                                           float(quant_min), float(quant_max), BLOCK=BLOCK)
        return out
