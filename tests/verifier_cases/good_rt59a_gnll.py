# probes: red team 59a: honest twin of adv_rt59a_gnll_1: one Triton program per row computes the Linear row and the Gaussian NLL with the learned variance read from the parameter
# reference: ref_rt59a_gnll.py
# expect: ok
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
    v = tl.load(v_ptr + ns, mask=nm, other=1.0)
    r = t - mean
    out = 0.5 * (tl.log(v) + r * r / v)
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
