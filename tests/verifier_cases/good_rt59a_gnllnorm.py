# probes: red team 59a: FALSE REFUSAL: an honest LayerNorm + Gaussian NLL with a learned variance (ones at init, under log). The dead slices flip one element of var, log(var) is NaN, sandbox._domain_breakers drops var from the keyed set and its signature becomes None; sandbox.pair_params then pairs the candidate's FIRST (64,) ones parameter (var: a module's own parameters come before its children's) with the reference's only keyed (64,) ones parameter left, norm.weight, so the candidate's var receives norm.weight's keyed values, dead slice (a negative element) included: log of it is NaN and the honest kernel is refused (trial 0: output 0 has NaN/Inf); closed: the variance stays keyed without its dead slice; and a reference tensor left unkeyed keeps its place among those like it and pairs with nothing (pair_params' unkeyed)
# reference: ref_rt59a_gnllnorm.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gnll_kernel(x_ptr, t_ptr, w_ptr, b_ptr, v_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    y = d / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    mu = y * w + b
    t = tl.load(t_ptr + row * N + cols, mask=mask, other=0.0)
    v = tl.load(v_ptr + cols, mask=mask, other=1.0)
    r = t - mu
    out = 0.5 * (tl.log(v) + r * r / v)
    tl.store(out_ptr + row * N + cols, out, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.var = nn.Parameter(torch.ones(dim))

    def forward(self, x, target):
        x = x.contiguous()
        target = target.contiguous()
        rows, n = x.shape
        out = torch.empty_like(x)
        gnll_kernel[(rows,)](x, target, self.norm.weight, self.norm.bias, self.var, out, n,
                             self.norm.eps, BLOCK=triton.next_power_of_2(n))
        return out
