# probes: red team 55a: a Python str argument (the loss's reduction) ignored, the kernel always takes the mean: the small trial's first draw swaps a str only for ANOTHER word-like string constant of the reference's source (sandbox._words), and a reference that hands the str straight to torch (F.mse_loss(..., reduction=reduction), F.gelu(approximate=...), F.interpolate(mode=...), getattr(F, act)) holds no other word: 'mean' is its only one, the swap has nothing to pick, and reduction='sum' (N x the answer) or 'none' (another shape) is never met; closed: a mode word with no other word in the reference's source takes its torch family's (sandbox.MODE_FAMILIES)
# reference: ref_rt55a_modepass.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def sqdiff_sum_kernel(p_ptr, t_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK):
        m = start + offs < n
        d = tl.load(p_ptr + start + offs, mask=m, other=0.0) - tl.load(t_ptr + start + offs, mask=m, other=0.0)
        acc += d * d
    tl.store(out_ptr, tl.sum(acc, axis=0) / n)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, reduction):
        pred = pred.contiguous()
        target = target.contiguous()
        out = torch.empty((), device=pred.device, dtype=pred.dtype)
        sqdiff_sum_kernel[(1,)](pred, target, out, pred.numel(), BLOCK=1024)
        return out
