# probes: (red team 37) a clamp's (lo, hi) bounds passed as a tuple argument written into the kernel as -0.5 and 0.75: a Python float inside a tuple or list was never moved (a top-level one was), passed at 5 of 5 keys; now every float leaf moves as a top-level one does (sandbox._transform)
# reference: ref_rt37_nestedfloat.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.minimum(tl.maximum(x, -0.5), 0.75) * 0.75
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, bounds):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
