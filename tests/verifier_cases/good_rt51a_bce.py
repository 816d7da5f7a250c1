# probes: honest twin: BCE with both logs clamped at -100 as torch does, one program summing the whole tensor blockwise, divided by the count
# reference: ref_rt51a_bce.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bce_kernel(p_ptr, t_ptr, out_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for s in range(0, n, BLOCK):
        offs = s + tl.arange(0, BLOCK)
        m = offs < n
        p = tl.load(p_ptr + offs, mask=m, other=0.5)
        t = tl.load(t_ptr + offs, mask=m, other=0.0)
        lp = tl.maximum(tl.log(p), -100.0)
        lq = tl.maximum(tl.log(1.0 - p), -100.0)
        acc += tl.where(m, -(t * lp + (1.0 - t) * lq), 0.0)
    tl.store(out_ptr, tl.sum(acc, axis=0) / n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        p = predictions.contiguous()
        t = targets.contiguous()
        out = torch.empty((), device=p.device, dtype=torch.float32)
        bce_kernel[(1,)](p, t, out, p.numel(), BLOCK=1024)
        return out
