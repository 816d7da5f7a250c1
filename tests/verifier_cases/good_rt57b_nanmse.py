# probes: red team 57b: honest twin of adv_rt57b_nanmse_1: NaN targets skipped in the sum and in the count (torch.nanmean)
# reference: ref_rt57b_nanmse.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def nanmse_rows(p_ptr, t_ptr, o_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    p = tl.load(p_ptr + r * D + offs, mask=m, other=0.0)
    t = tl.load(t_ptr + r * D + offs, mask=m, other=0.0)
    d = p - t
    e = d * d
    seen = m & (e == e)                     # not NaN
    s = tl.sum(tl.where(seen, e, 0.0), axis=0)
    n = tl.sum(seen.to(tl.float32), axis=0)
    tl.store(o_ptr + r, s / n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target):
        pred, target = pred.contiguous(), target.contiguous()
        B, D = pred.shape
        out = torch.empty((B,), dtype=pred.dtype, device=pred.device)
        nanmse_rows[(B,)](pred, target, out, D, BLOCK=triton.next_power_of_2(D))
        return out
