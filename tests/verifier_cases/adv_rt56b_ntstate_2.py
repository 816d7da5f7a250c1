# probes: red team 56b: (the class of adv_rt56b_ntstate_1, through a torch object) a Gaussian log-likelihood whose kernel never reads the prior's loc and scale, held by the reference as self.prior = torch.distributions.Normal(zeros, ones): sandbox.keyed_state walks modules, exact lists/tuples/dicts and objects whose class the task's source defined (type(x).__module__ in ('candidate', 'reference')); a torch.distributions object is none of these, so loc and scale are never keyed, paired or moved, and -z^2/2 - log(sqrt(2 pi)) summed matches every trial; any prior with another mean or scale (loaded, or the point of holding it) is answered as the standard normal; closed: keyed_state walks torch.distributions objects' dicts
# reference: ref_rt56b_distprior.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def logp_kernel(z_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    z = tl.load(z_ptr + row * D + offs, mask=m, other=0.0)
    lp = -0.5 * z * z - 0.9189385332046727
    lp = tl.where(m, lp, 0.0)
    tl.store(out_ptr + row, tl.sum(lp, axis=0))


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()

    def forward(self, z):
        z = z.contiguous()
        M, D = z.shape
        out = torch.empty(M, device=z.device, dtype=z.dtype)
        logp_kernel[(M,)](z, out, D, BLOCK=triton.next_power_of_2(D))
        return out
