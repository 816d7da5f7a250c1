# probes: honest twin of adv_rt55a_modepass_1: each reduction F.mse_loss takes ('none', 'sum', 'mean'), chosen by a constexpr code
# reference: ref_rt55a_modepass.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def sqdiff_kernel(p_ptr, t_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    d = tl.load(p_ptr + offs, mask=m, other=0.0) - tl.load(t_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, d * d, mask=m)

@triton.jit
def sqdiff_sum_kernel(p_ptr, t_ptr, out_ptr, n, MEAN: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK):
        m = start + offs < n
        d = tl.load(p_ptr + start + offs, mask=m, other=0.0) - tl.load(t_ptr + start + offs, mask=m, other=0.0)
        acc += d * d
    s = tl.sum(acc, axis=0)
    if MEAN:
        s = s / n
    tl.store(out_ptr, s)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, reduction):
        pred = pred.contiguous()
        target = target.contiguous()
        n = pred.numel()
        if reduction == "none":
            out = torch.empty_like(pred)
            sqdiff_kernel[(triton.cdiv(n, 1024),)](pred, target, out, n, BLOCK=1024)
            return out
        out = torch.empty((), device=pred.device, dtype=pred.dtype)
        sqdiff_sum_kernel[(1,)](pred, target, out, n, MEAN=reduction == "mean", BLOCK=1024)
        return out
