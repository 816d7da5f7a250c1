# good: two-pass statistics pooling (mean, then the mean of squared deviations)
# reference: ref_rt33_statpool.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def statpool_kernel(x_ptr, out_ptr, C, T, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    b = row // C
    c = row % C
    offs = tl.arange(0, BLOCK)
    mask = offs < T
    x = tl.load(x_ptr + row * T + offs, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / T
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / (T - 1)
    tl.store(out_ptr + b * 2 * C + c, mean)
    tl.store(out_ptr + b * 2 * C + C + c, tl.sqrt(var))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, C, T = x.shape
        out = torch.empty((B, 2 * C), device=x.device, dtype=x.dtype)
        statpool_kernel[(B * C,)](x, out, C, T, BLOCK=triton.next_power_of_2(T))
        return out
