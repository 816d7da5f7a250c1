# probes: red team 59a: (a constant-initialised weight the dead slices take out of the domain) the learned variance (ones at init) is never read: the loss is computed as if var == 1 (0.5 * (target - mean)^2). sandbox._dead_slices flips the sign of one element of a parameter initialised to a nonzero constant, so log(var) is NaN at the first keyed attempt; sandbox._domain_breakers then tests each tensor WITH its dead slices, finds var alone leaves the domain, and the next attempt leaves var wholly unkeyed (at its ones, unpaired, never moved by the parameter trials), though var keyed without its dead slice (ones x U[0.5, 1.5]) stays in the domain; every trained variance gives the wrong loss; closed: a tensor whose dead slice alone takes the reference out of its domain stays keyed without it (_domain_breakers' deadly)
# reference: ref_rt59a_gnll.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gnll_kernel(x_ptr, t_ptr, w_ptr, b_ptr, v_ptr, out_ptr, K, N,
                BK: tl.constexpr, BN: tl.constexpr):
    row = tl.program_id(0)
    ks = tl.arange(0, BK)
    ns = tl.arange(0, BN)
    km = ks < K
    nm = ns < N
    x = tl.load(x_ptr + row * K + ks, mask=km, other=0.0)
    w = tl.load(w_ptr + ns[:, None] * K + ks[None, :], mask=nm[:, None] & km[None, :], other=0.0)
    mean = tl.sum(w * x[None, :], axis=1) + tl.load(b_ptr + ns, mask=nm, other=0.0)
    t = tl.load(t_ptr + row * N + ns, mask=nm, other=0.0)
    r = t - mean
    out = 0.5 * (r * r)
    tl.store(out_ptr + row * N + ns, out, mask=nm)


class ModelNew(nn.Module):
    def __init__(self, dim, out_dim):
        super().__init__()
        self.fc = nn.Linear(dim, out_dim)
        self.var = nn.Parameter(torch.ones(out_dim))

    def forward(self, x, target):
        x = x.contiguous()
        target = target.contiguous()
        rows, k = x.shape
        n = self.fc.weight.shape[0]
        out = torch.empty(rows, n, dtype=x.dtype, device=x.device)
        gnll_kernel[(rows,)](x, target, self.fc.weight, self.fc.bias, self.var, out, k, n,
                             BK=triton.next_power_of_2(k), BN=triton.next_power_of_2(n))
        return out
