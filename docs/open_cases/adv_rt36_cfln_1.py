# probes (OPEN, refused at 1 of 30 keys: per-pixel sets (n, h, w) of a channels-first LayerNorm, with a pivot per tile of pixels; no draw moves H or W apart): (red team 36) channels-first LayerNorm (ConvNeXt) over C of NCHW, one pivot per tile of pixels (the tile's first value); sets are indexed by (n, h, w), and no far draw moves H or W apart
# reference: ref_rt36_cfln.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cfln_kernel(x_ptr, w_ptr, b_ptr, out_ptr, C, HW, eps, PIVOT: tl.constexpr,
                BLOCK_C: tl.constexpr, BLOCK_P: tl.constexpr):
    n = tl.program_id(0)
    p0 = tl.program_id(1) * BLOCK_P
    rc = tl.arange(0, BLOCK_C)
    rp = p0 + tl.arange(0, BLOCK_P)
    m = (rc[:, None] < C) & (rp[None, :] < HW)
    base = x_ptr + n * C * HW
    x = tl.load(base + rc[:, None] * HW + rp[None, :], mask=m, other=0.0)
    if PIVOT:
        piv = tl.load(base + p0)          # the tile's first value: one shift for the tile
        d = tl.where(m, x - piv, 0.0)
        m1 = tl.sum(d, axis=0) / C
        var = tl.sum(d * d, axis=0) / C - m1 * m1
        mean = m1 + piv
    else:
        mean = tl.sum(x, axis=0) / C
        d = tl.where(m, x - mean[None, :], 0.0)
        var = tl.sum(d * d, axis=0) / C
    rstd = 1.0 / tl.sqrt(tl.maximum(var, 0.0) + eps)
    w = tl.load(w_ptr + rc, mask=rc < C, other=0.0)
    b = tl.load(b_ptr + rc, mask=rc < C, other=0.0)
    y = (x - mean[None, :]) * rstd[None, :] * w[:, None] + b[:, None]
    tl.store(out_ptr + n * C * HW + rc[:, None] * HW + rp[None, :], y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.ln = nn.LayerNorm(channels, eps=1e-6)

    def forward(self, x):
        x = x.contiguous()
        N, C, H, W = x.shape
        out = torch.empty_like(x)
        BP = 64
        cfln_kernel[(N, triton.cdiv(H * W, BP))](x, self.ln.weight, self.ln.bias, out, C, H * W,
                                                 self.ln.eps, PIVOT=True,
                                                 BLOCK_C=triton.next_power_of_2(C), BLOCK_P=BP)
        return out
