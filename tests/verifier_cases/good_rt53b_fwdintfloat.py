# probes: red team 53b: honest twin of adv_rt53b_fwdintfloat_1: gamma is passed to the kernel (exp(gamma * log(q)) for q > 0)
# reference: ref_rt53b_fwdintfloat.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def focal_kernel(x_ptr, y_ptr, n, gamma, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    q = 1.0 / (1.0 + tl.exp(x))
    w = tl.where(q > 0.0, tl.exp(gamma * tl.log(q)), 0.0)
    tl.store(y_ptr + offs, w * x, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, gamma=2.0):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        focal_kernel[(triton.cdiv(n, 1024),)](x, y, n, gamma, BLOCK=1024)
        return y
