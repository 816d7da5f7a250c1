# probes (OPEN, see README round 36 (3)): (red team 36) sum((x - mu)^2) over an (N, D) x and a (D,) mu = torch.rand(D), expanded as sum x^2 - 2 sum x.mu + sum mu^2: each shape was shifted by its own deviations, so mu landed ~0.3x as far as x and the cancellation was never met
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
