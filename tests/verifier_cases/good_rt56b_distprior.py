# probes: red team 56b: honest twin of adv_rt56b_ntstate_2: the log-likelihood reads loc and scale (held as plain tensors on self)
# reference: ref_rt56b_distprior.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def logp_kernel(z_ptr, loc_ptr, scale_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    z = tl.load(z_ptr + row * D + offs, mask=m, other=0.0)
    mu = tl.load(loc_ptr + offs, mask=m, other=0.0)
    s = tl.load(scale_ptr + offs, mask=m, other=1.0)
    u = (z - mu) / s
    lp = -0.5 * u * u - tl.log(s) - 0.9189385332046727
    lp = tl.where(m, lp, 0.0)
    tl.store(out_ptr + row, tl.sum(lp, axis=0))


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.loc = torch.zeros(n)
        self.scale = torch.ones(n)

    def forward(self, z):
        z = z.contiguous()
        M, D = z.shape
        out = torch.empty(M, device=z.device, dtype=z.dtype)
        logp_kernel[(M,)](z, self.loc, self.scale, out, D, BLOCK=triton.next_power_of_2(D))
        return out
