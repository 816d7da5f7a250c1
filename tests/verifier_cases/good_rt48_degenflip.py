# probes: honest twin: one program per block of samples: each sample's mean squared error, clipped at the cap, times its weight
# reference: ref_rt48_degenflip.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def wcap_kernel(p_ptr, t_ptr, w_ptr, out_ptr, B, D, cap, READ_LOSS: tl.constexpr,
                BB: tl.constexpr, BD: tl.constexpr):
    rows = tl.program_id(0) * BB + tl.arange(0, BB)
    cols = tl.arange(0, BD)
    rm = rows < B
    w = tl.load(w_ptr + rows, mask=rm, other=0.0)
    if READ_LOSS:
        m = rm[:, None] & (cols[None, :] < D)
        p = tl.load(p_ptr + rows[:, None] * D + cols[None, :], mask=m, other=0.0)
        t = tl.load(t_ptr + rows[:, None] * D + cols[None, :], mask=m, other=0.0)
        d = p - t
        per = tl.minimum(tl.sum(d * d, axis=1) / D, cap)
    else:
        per = tl.zeros((BB,), tl.float32) + cap      # "the loss is capped anyway"
    tl.store(out_ptr + rows, w * per, mask=rm)


class ModelNew(nn.Module):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap

    def forward(self, pred, target, weight):
        pred = pred.contiguous()
        target = target.contiguous()
        weight = weight.contiguous()
        B, D = pred.shape
        out = torch.empty((B,), device=pred.device, dtype=pred.dtype)
        wcap_kernel[(triton.cdiv(B, 16),)](pred, target, weight, out, B, D, self.cap,
                                           READ_LOSS=True, BB=16, BD=triton.next_power_of_2(D))
        return out
