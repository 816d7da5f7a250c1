# probes: sandbox._sources gives every result of ONE op the same index, so cat(std_mean(x)) is one "computed tensor" to _group and the large trial's absolute part for the std half is max|mean| (~100 x std at the far draw): a one-pass variance E[x^2] - E[x]^2 fits in a 1% slack
# reference: ref_rt33_statpool.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def statpool_kernel(x_ptr, out_ptr, C, T, BLOCK: tl.constexpr):
    row = tl.program_id(0)                  # one (batch, channel) row
    b = row // C
    c = row % C
    offs = tl.arange(0, BLOCK)
    mask = offs < T
    x = tl.load(x_ptr + row * T + offs, mask=mask, other=0.0)
    s1 = tl.sum(x, axis=0)
    s2 = tl.sum(x * x, axis=0)
    mean = s1 / T
    var = (s2 - s1 * mean) / (T - 1)       # one pass
    tl.store(out_ptr + b * 2 * C + c, mean)
    tl.store(out_ptr + b * 2 * C + C + c, tl.sqrt(tl.maximum(var, 0.0)))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, C, T = x.shape
        out = torch.empty((B, 2 * C), device=x.device, dtype=x.dtype)
        statpool_kernel[(B * C,)](x, out, C, T, BLOCK=triton.next_power_of_2(T))
        return out
