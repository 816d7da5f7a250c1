# honest twin: Gaussian smoothing with every tap out to ceil(3 sigma): a runtime loop over blocks of 32 taps (no cap on the radius), weights exp(-r^2 / 2 sigma^2) computed in the kernel and normalised by their sum
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gsmooth_kernel(x_ptr, out_ptr, T, R, inv_sigma, BLOCK_T: tl.constexpr, TAPB: tl.constexpr):
    row = tl.program_id(0)
    tb = tl.program_id(1)
    t = tb * BLOCK_T + tl.arange(0, BLOCK_T)
    mt = t < T
    acc = tl.zeros((BLOCK_T,), dtype=tl.float32)
    wsum = tl.zeros((TAPB,), dtype=tl.float32)
    for r0 in range(0, 2 * R + 1, TAPB):
        r = r0 + tl.arange(0, TAPB) - R
        mr = r <= R
        z = r.to(tl.float32) * inv_sigma
        w = tl.where(mr, tl.exp(-0.5 * z * z), 0.0)
        wsum += w
        src = t[:, None] + r[None, :]
        v = tl.load(x_ptr + row * T + src, mask=mt[:, None] & mr[None, :] & (src >= 0) & (src < T), other=0.0)
        acc += tl.sum(v * w[None, :], axis=1)
    tl.store(out_ptr + row * T + t, acc / tl.sum(wsum, axis=0), mask=mt)


class ModelNew(nn.Module):
    def __init__(self, sigma):
        super().__init__()
        self.sigma = float(sigma)
        self.radius = int(math.ceil(3.0 * sigma))

    def forward(self, x):
        B, C, T = x.shape
        x = x.contiguous()
        out = torch.empty_like(x)
        BLOCK_T = 128
        gsmooth_kernel[(B * C, triton.cdiv(T, BLOCK_T))](x, out, T, self.radius, 1.0 / self.sigma,
                                                        BLOCK_T=BLOCK_T, TAPB=32)
        return out
