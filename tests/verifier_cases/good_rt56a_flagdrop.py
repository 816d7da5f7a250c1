# probes: red team 56a: honest twin of adv_rt56a_flagdrop_1: the GELU form chosen by the bool (a constexpr), dropout applied in the kernel with tl.rand from a per-call seed (a step counter) where dropout_p > 0 (an identity at 0.0)
# reference: ref_rt56a_flagdrop.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_dropout_gelu_kernel(x_ptr, y_ptr, seed, out_ptr, n, p, TANH: tl.constexpr,
                            DROP: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    s = tl.load(x_ptr + offs, mask=m, other=0.0) + tl.load(y_ptr + offs, mask=m, other=0.0)
    if DROP:
        r = tl.rand(seed, offs)
        s = tl.where(r >= p, s / (1.0 - p), 0.0)
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
        self.step = 0

    def forward(self, x, y, dropout_p, tanh_approx):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        drop = self.training and dropout_p > 0.0
        if drop and dropout_p >= 1.0:
            return torch.zeros_like(x)
        self.step += 1
        seed = 1234567 + 7919 * self.step
        add_dropout_gelu_kernel[(triton.cdiv(n, 1024),)](x, y, seed, out, n, float(dropout_p),
                                                         TANH=bool(tanh_approx), DROP=drop,
                                                         BLOCK=1024)
        return out
