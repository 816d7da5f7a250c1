# probes: (closed: forward's int and float defaults become positional inputs) red team 53b: elementwise power forward(x, p=3) whose kernel computes x*x*x, the exponent accepted and never read: sandbox.forward_defaults passes forward's defaults by position only up to the last NON-INTEGRAL FLOAT one, so an int default (an exponent, a k, a number of steps) is never passed; a Python int that get_inputs() passes moves at trial 4 (sandbox._move_int), but this one is never an input, so every trial runs at p=3; any caller's x ** 2 or x ** 4 gets x ** 3
# reference: ref_rt53b_fwdint.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cube_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, x * x * x, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, p=3):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        cube_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
