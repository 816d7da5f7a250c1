# probes: (red team 47b) a reduction cut short: the EMA recurrence computed as a truncated convolution over the last 48 steps only (parallel over time, no carried state): the dropped tail weighs decay^48, 4e-8 at the task's 0.5 and at most 0.7^48 = 4e-8 after _moved_init's x[0.7, 1.4] (0.35-0.7); a caller's decay of 0.9 drops 0.9^48 = 0.6% of the state, 0.99 drops 62%. Constructor floats never move further than x1.4, so the window is never met
# reference: ref_rt47b_emawin.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ema_window_kernel(x_ptr, y_ptr, T, D, decay, W: tl.constexpr, BT: tl.constexpr,
                      BD: tl.constexpr):
    b = tl.program_id(0)
    ts = tl.program_id(1) * BT + tl.arange(0, BT)
    cols = tl.arange(0, BD)
    m = (ts[:, None] < T) & (cols[None, :] < D)
    acc = tl.zeros((BT, BD), dtype=tl.float32)
    w = 1.0 - decay
    for k in range(0, W):
        src = ts - k
        xv = tl.load(x_ptr + (b * T + src[:, None]) * D + cols[None, :],
                     mask=m & (src[:, None] >= 0), other=0.0)
        acc += w * xv
        w = w * decay
    tl.store(y_ptr + (b * T + ts[:, None]) * D + cols[None, :], acc, mask=m)


class ModelNew(nn.Module):
    def __init__(self, decay):
        super().__init__()
        self.decay = decay

    def forward(self, x):
        x = x.contiguous()
        B, T, D = x.shape
        y = torch.empty_like(x)
        ema_window_kernel[(B, triton.cdiv(T, 64))](x, y, T, D, self.decay, W=48, BT=64,
                                                   BD=triton.next_power_of_2(D))
        return y
