# probes: red team 41: honest twin of adv_rt41_nonassocscan_1: the recurrence as an associative scan of (decay, value) pairs, (a1, b1) o (a2, b2) = (a1 a2, a2 b1 + b2)
# reference: ref_rt41_ema.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def affine_fn(a1, b1, a2, b2):
    return a1 * a2, a2 * b1 + b2


@triton.jit
def ema_kernel(x_ptr, y_ptr, T, alpha, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    t = tl.arange(0, BLOCK)
    m = t < T
    x = tl.load(x_ptr + r * T + t, mask=m, other=0.0)
    a = tl.zeros([BLOCK], tl.float32) + alpha
    _, y = tl.associative_scan((a, x), 0, affine_fn)
    tl.store(y_ptr + r * T + t, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        x = x.contiguous()
        B, T = x.shape
        y = torch.empty_like(x)
        ema_kernel[(B,)](x, y, T, self.alpha, BLOCK=triton.next_power_of_2(T))
        return y
