# probes: (refused since constructor floats keep their sign; a regression case for a sign flip of all of them) (red team 48) the cap applied once to the batch mean (min(mean(l_i), cap)) instead of to each sample's loss: wrong wherever some samples exceed the cap and others do not (the task's 2.5 with randn pairs). _moved_init way 1 flips the cap negative; every per-sample loss is then clipped and the answer is the constant cap, but the 'not constant' check skips outputs of one element (numel > 1), so the flipped build is kept and every trial's answer is min(anything >= 0, cap') = cap'
# reference: ref_rt48_capflip.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def capped_mse_kernel(p_ptr, t_ptr, out_ptr, B, D, cap, PER_SAMPLE: tl.constexpr,
                      BB: tl.constexpr, BD: tl.constexpr):
    rows = tl.arange(0, BB)
    cols = tl.arange(0, BD)
    m = (rows[:, None] < B) & (cols[None, :] < D)
    p = tl.load(p_ptr + rows[:, None] * D + cols[None, :], mask=m, other=0.0)
    t = tl.load(t_ptr + rows[:, None] * D + cols[None, :], mask=m, other=0.0)
    d = p - t
    per = tl.sum(d * d, axis=1) / D
    if PER_SAMPLE:
        per = tl.minimum(per, cap)
        res = tl.sum(tl.where(rows < B, per, 0.0), axis=0) / B
    else:
        res = tl.minimum(tl.sum(tl.where(rows < B, per, 0.0), axis=0) / B, cap)
    tl.store(out_ptr, res)


class ModelNew(nn.Module):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap

    def forward(self, pred, target):
        pred = pred.contiguous()
        target = target.contiguous()
        B, D = pred.shape
        out = torch.empty((), device=pred.device, dtype=pred.dtype)
        capped_mse_kernel[(1,)](pred, target, out, B, D, self.cap, PER_SAMPLE=False,
                                BB=triton.next_power_of_2(B), BD=triton.next_power_of_2(D))
        return out
