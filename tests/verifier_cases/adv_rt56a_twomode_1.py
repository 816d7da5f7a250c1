# probes: red team 56a: two mode strs passed per call (GELU's approximate='tanh', the loss's reduction='mean'), both ignored: the kernel always computes the tanh GELU and the mean. sandbox._alternatives takes the reference's OWN word-like constants (_words) as a mode's alternatives and falls back to MODE_FAMILIES only where the source has none; here each mode word is the other's only alternative ('mean' -> ['tanh'], 'tanh' -> ['mean']), so every move (flag calls and range trials) makes F.gelu / F.mse_loss raise and falls back to the words as written: 'none'/'sum' and approximate='none' are never met (one unrelated word anywhere in a reference's source, padding='same', nonlinearity='relu', hides the family the same way); closed: a mode word's alternatives are the reference's words and every torch family holding it, and the flag calls also move each flag alone, a different one first at each call
# reference: ref_rt56a_twomode.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def gelu_mse_kernel(p_ptr, t_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK):
        m = start + offs < n
        x = tl.load(p_ptr + start + offs, mask=m, other=0.0)
        t = tl.load(t_ptr + start + offs, mask=m, other=0.0)
        u = 0.7978845608028654 * (x + 0.044715 * x * x * x)
        e = tl.exp(-2.0 * tl.abs(u))
        th = (1.0 - e) / (1.0 + e)
        th = tl.where(u < 0, -th, th)
        g = 0.5 * x * (1.0 + th)
        d = tl.where(m, g - t, 0.0)
        acc += d * d
    tl.store(out_ptr, tl.sum(acc, axis=0) / n)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, approximate, reduction):
        pred = pred.contiguous()
        target = target.contiguous()
        out = torch.empty((), device=pred.device, dtype=pred.dtype)
        gelu_mse_kernel[(1,)](pred, target, out, pred.numel(), BLOCK=1024)
        return out
