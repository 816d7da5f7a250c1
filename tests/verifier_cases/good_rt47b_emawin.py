# probes: honest twin: the recurrence scanned in order over every step (one program per batch row and feature block), the running state carried through the whole sequence
# reference: ref_rt47b_emawin.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ema_scan_kernel(x_ptr, y_ptr, T, D, decay, BD: tl.constexpr):
    b = tl.program_id(0)
    cols = tl.program_id(1) * BD + tl.arange(0, BD)
    m = cols < D
    y = tl.zeros((BD,), dtype=tl.float32)
    for t in range(0, T):
        x = tl.load(x_ptr + (b * T + t) * D + cols, mask=m, other=0.0)
        y = decay * y + (1.0 - decay) * x
        tl.store(y_ptr + (b * T + t) * D + cols, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, decay):
        super().__init__()
        self.decay = decay

    def forward(self, x):
        x = x.contiguous()
        B, T, D = x.shape
        y = torch.empty_like(x)
        ema_scan_kernel[(B, triton.cdiv(D, 16))](x, y, T, D, self.decay, BD=16)
        return y
