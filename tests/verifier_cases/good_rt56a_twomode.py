# probes: red team 56a: honest twin of adv_rt56a_twomode_1: both modes read (approximate 'none' or 'tanh' by a constexpr, reduction 'none', 'sum' or 'mean')
# reference: ref_rt56a_twomode.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def gelu_sq(x, t, TANH: tl.constexpr):
    if TANH:
        u = 0.7978845608028654 * (x + 0.044715 * x * x * x)
        e = tl.exp(-2.0 * tl.abs(u))
        th = (1.0 - e) / (1.0 + e)
        th = tl.where(u < 0, -th, th)
        g = 0.5 * x * (1.0 + th)
    else:
        g = 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))
    d = g - t
    return d * d

@triton.jit
def gelu_sqdiff_kernel(p_ptr, t_ptr, out_ptr, n, TANH: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(p_ptr + offs, mask=m, other=0.0)
    t = tl.load(t_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, gelu_sq(x, t, TANH), mask=m)

@triton.jit
def gelu_mse_kernel(p_ptr, t_ptr, out_ptr, n, TANH: tl.constexpr, MEAN: tl.constexpr,
                    BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK):
        m = start + offs < n
        x = tl.load(p_ptr + start + offs, mask=m, other=0.0)
        t = tl.load(t_ptr + start + offs, mask=m, other=0.0)
        acc += tl.where(m, gelu_sq(x, t, TANH), 0.0)
    s = tl.sum(acc, axis=0)
    if MEAN:
        s = s / n
    tl.store(out_ptr, s)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, approximate, reduction):
        if approximate not in ("none", "tanh") or reduction not in ("none", "sum", "mean"):
            raise ValueError("unsupported mode")
        pred = pred.contiguous()
        target = target.contiguous()
        n = pred.numel()
        tanh = approximate == "tanh"
        if reduction == "none":
            out = torch.empty_like(pred)
            gelu_sqdiff_kernel[(triton.cdiv(n, 1024),)](pred, target, out, n, TANH=tanh, BLOCK=1024)
            return out
        out = torch.empty((), device=pred.device, dtype=pred.dtype)
        gelu_mse_kernel[(1,)](pred, target, out, n, TANH=tanh, MEAN=reduction == "mean", BLOCK=1024)
        return out
