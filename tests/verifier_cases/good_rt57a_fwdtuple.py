# probes: honest twin of adv_rt57a_fwdtuple_1: the bounds read from forward's argument
# reference: ref_rt57a_fwdtuple.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.minimum(tl.maximum(x * 1.5, lo), hi)
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, bounds=(-0.75, 0.6)):
        lo, hi = bounds
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, lo, hi, BLOCK=1024)
        return y
