# probes (OPEN, refused at 0 of 30 keys (sqdev with two randn inputs: 14 of 30): broadcast partners of different shapes get offsets from their own deviations (sandbox._far_offsets groups by shape), so (N, D) x and (D,) mu never meet far from zero): (red team 36) as sqdev with mu = torch.rand(D): mu lands ~0.3x as far as x, the cancellation is never met
# reference: ref_rt36_sqdev2.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sqdev_kernel(x_ptr, mu_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    mu = tl.load(mu_ptr + offs, mask=m, other=0.0)
    d = tl.sum(x * x, axis=0) - 2.0 * tl.sum(x * mu, axis=0) + tl.sum(mu * mu, axis=0)
    tl.store(out_ptr + row, d)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mu):
        x = x.contiguous()
        mu = mu.contiguous()
        R, D = x.shape
        out = torch.empty((R,), device=x.device, dtype=x.dtype)
        sqdev_kernel[(R,)](x, mu, out, D, BLOCK=triton.next_power_of_2(D))
        return out
