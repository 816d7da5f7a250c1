# probes: red team 41: honest twin of adv_rt41_nonassocscan_2: weights a^(T-1-t) computed in the kernel, then tl.sum
# reference: ref_rt41_emalast.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ema_last_kernel(x_ptr, y_ptr, T, log2a, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    t = tl.arange(0, BLOCK)
    m = t < T
    x = tl.load(x_ptr + r * T + t, mask=m, other=0.0)
    w = tl.exp2(log2a * (T - 1 - t).to(tl.float32))
    tl.store(y_ptr + r, tl.sum(tl.where(m, w * x, 0.0), 0))


class ModelNew(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.log2a = math.log2(alpha)

    def forward(self, x):
        x = x.contiguous()
        B, T = x.shape
        y = torch.empty(B, device=x.device, dtype=x.dtype)
        ema_last_kernel[(B,)](x, y, T, self.log2a, BLOCK=triton.next_power_of_2(T))
        return y
