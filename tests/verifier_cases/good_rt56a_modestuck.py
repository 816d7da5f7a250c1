# probes: red team 56a: honest twin of adv_rt56a_modestuck_1: the GELU form chosen by the word (a constexpr; a word F.gelu refuses raises)
# reference: ref_rt56a_modestuck.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_gelu_kernel(x_ptr, y_ptr, out_ptr, n, TANH: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    s = tl.load(x_ptr + offs, mask=m, other=0.0) + tl.load(y_ptr + offs, mask=m, other=0.0)
    if TANH:
        u = 0.7978845608028654 * (s + 0.044715 * s * s * s)
        e = tl.exp(-2.0 * tl.abs(u))
        th = (1.0 - e) / (1.0 + e)
        th = tl.where(u < 0, -th, th)
        g = 0.5 * s * (1.0 + th)
    else:
        g = 0.5 * s * (1.0 + tl.math.erf(s * 0.7071067811865476))
    tl.store(out_ptr + offs, g, mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, approximate):
        if approximate not in ("none", "tanh"):
            raise ValueError("approximate must be 'none' or 'tanh'")
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_gelu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, TANH=approximate == "tanh", BLOCK=1024)
        return out
