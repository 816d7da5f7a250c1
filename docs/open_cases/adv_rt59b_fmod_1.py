# probes: OPEN: red team 59b (PARTLY REFUSED: accepted at 2 of 5 keys; the large trial's far draw refuses it where an element lands on a period boundary or its ulp error shows): remainder as x - p * floor(x / p) (one fix-up step into [0, p)): the product p * floor(x / p) rounds to half an ulp of x, so the answer carries ~ulp(x) / 2 absolute error where torch.remainder (fmod-based) is exact: 1e-3 relative to the period at |x| = 1e4, a third of the period at |x| = 1e7 (a timestamp in seconds times a frequency); open: as adv_rt59b_floordiv_1: exact multiples of the period are drawn only by chance (the large trial's far draw catches it at some keys)
# reference: ref_rt59b_fmod.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def wrap_kernel(x_ptr, out_ptr, n, p, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    r = x - p * tl.floor(x / p)
    r = tl.where((r != 0.0) & ((r < 0.0) != (p < 0.0)), r + p, r)
    r = tl.where((p > 0.0) & (r >= p), r - p, r)
    r = tl.where((p < 0.0) & (r <= p), r - p, r)
    tl.store(out_ptr + offs, r, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, period):
        super().__init__()
        self.period = period

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        wrap_kernel[(triton.cdiv(n, 1024),)](x, out, n, self.period, BLOCK=1024)
        return out
