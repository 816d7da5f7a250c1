# probes: red team 53b: honest twin of adv_rt53b_tupledef_1: the bounds are read from the constructor argument and passed to the kernel
# reference: ref_rt53b_tupledef.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, low, high, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, low), high), mask=m)


class ModelNew(nn.Module):
    def __init__(self, bounds=(-0.75, 0.6)):
        super().__init__()
        self.low = float(bounds[0])
        self.high = float(bounds[1])

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.low, self.high, BLOCK=1024)
        return y
