# probes (OPEN, refused at 1 of 30 keys since round 33 gave half the scaled trial's rows a positive sign: the window (88.7, 95) is 0.01 of the trial's log range, one row in a hundred): the row-by-row scaled trial always takes the trial's NEGATIVE sign (reward.trial_draws: sign -1 for kind "scaled"), so for a non-negative input (torch.rand, KernelBench's 23_Softmax) its rows land in [-100, 0]; no trial gives a positive row max between 7.5 (shifted) and ~100 (large), and a softmax that subtracts the row max only when |max| > 95 overflows to NaN for rows with max in (88.7, 95)
# reference: ref_rt33_randsoftmax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=mask, other=-float("inf"))
    m = tl.max(x, axis=0)
    m = tl.where(tl.abs(m) > 95.0, m, 0.0)       # "skip the max pass when it cannot matter"
    e = tl.exp(x - m)
    e = tl.where(mask, e, 0.0)
    tl.store(out_ptr + row * N + offs, e / tl.sum(e, axis=0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        out = torch.empty_like(x)
        softmax_kernel[(B,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
