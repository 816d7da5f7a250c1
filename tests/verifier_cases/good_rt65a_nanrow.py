# honest twin of adv_rt65a_nanrow_1: NaN-aware window mean, the observed count clamped at 1 as the reference (an all-missing window pools to 0)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def nanpool_kernel(x_ptr, out_ptr, R, T, GUARD: tl.constexpr, BT: tl.constexpr):
    row = tl.program_id(0)
    t = tl.arange(0, BT)
    m = t < T
    x = tl.load(x_ptr + row * T + t, mask=m, other=0.0)
    seen = m & (x == x)
    total = tl.sum(tl.where(seen, x, 0.0), axis=0)
    count = tl.sum(seen.to(tl.float32), axis=0)
    if GUARD:
        count = tl.maximum(count, 1.0)
    tl.store(out_ptr + row, total / count)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        T = x.shape[-1]
        R = x.numel() // T
        out = torch.empty(x.shape[:-1], device=x.device, dtype=x.dtype)
        nanpool_kernel[(R,)](x, out, R, T, GUARD=True, BT=triton.next_power_of_2(T))
        return out
