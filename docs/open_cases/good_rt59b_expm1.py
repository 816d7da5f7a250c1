# probes: red team 59b: honest twin of adv_rt59b_expm1_1: Kahan's expm1, (u - 1) * x / log(u) with u = exp(x) (x itself where u rounds to 1), accurate to a few ulps of expm1(x) at every magnitude; exp(x) itself where u is inf (log(inf) would make inf / inf)
# reference: ref_rt59b_expm1.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def expm1_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    u = tl.exp(x)
    um1 = u - 1.0
    lu = tl.log(u)
    small = um1 * (x / tl.where(lu == 0.0, 1.0, lu))
    y = tl.where(u == 1.0, x, tl.where(um1 == -1.0, -1.0, small))
    y = tl.where(u == float("inf"), u, y)
    tl.store(out_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        expm1_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
