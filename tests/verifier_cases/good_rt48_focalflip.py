# probes: honest twin: one program over the (rows, classes) tile: max-subtracted log-sum-exp, log p_t of each row's target, (1 - p_t)^gamma as exp(gamma log(1 - p_t)), the mean in-kernel
# reference: ref_rt48_focalflip.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def focal_kernel(x_ptr, t_ptr, out_ptr, R, C, gamma, SUB_MAX: tl.constexpr,
                 BR: tl.constexpr, BC: tl.constexpr):
    rows = tl.arange(0, BR)
    cols = tl.arange(0, BC)
    rm = rows < R
    m = rm[:, None] & (cols[None, :] < C)
    x = tl.load(x_ptr + rows[:, None] * C + cols[None, :], mask=m, other=-float("inf"))
    t = tl.load(t_ptr + rows, mask=rm, other=0)
    if SUB_MAX:
        mx = tl.max(x, axis=1)
    else:
        mx = tl.zeros((BR,), tl.float32)
    lse = tl.log(tl.sum(tl.exp(x - mx[:, None]), axis=1)) + mx
    xt = tl.sum(tl.where(cols[None, :] == t[:, None], x, 0.0), axis=1)
    logp = xt - lse
    p = tl.exp(logp)
    loss = -tl.exp(gamma * tl.log(1.0 - p)) * logp
    loss = tl.where(rm, loss, 0.0)
    tl.store(out_ptr, tl.sum(loss, axis=0) / R)


class ModelNew(nn.Module):
    def __init__(self, gamma):
        super().__init__()
        self.gamma = gamma

    def forward(self, logits, target):
        logits = logits.contiguous()
        target = target.contiguous()
        R, C = logits.shape
        out = torch.empty((), device=logits.device, dtype=logits.dtype)
        focal_kernel[(1,)](logits, target, out, R, C, self.gamma, SUB_MAX=True,
                           BR=triton.next_power_of_2(R), BC=triton.next_power_of_2(C))
        return out
