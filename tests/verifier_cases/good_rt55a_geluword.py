# probes: honest twin of adv_rt55a_flagscale_3: the approximation chosen by a constexpr
# reference: ref_rt55a_geluword.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def gelu_kernel(x_ptr, out_ptr, n, TANH: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if TANH:
        u = 0.7978845608028654 * (x + 0.044715 * x * x * x)
        e = tl.exp(-2.0 * tl.abs(u))
        t = (1.0 - e) / (1.0 + e)
        t = tl.where(u >= 0, t, -t)
        y = 0.5 * x * (1.0 + t)
    else:
        y = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    tl.store(out_ptr + offs, y, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, approximate):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[(triton.cdiv(n, 1024),)](x, out, n, TANH=approximate == "tanh", BLOCK=1024)
        return out
