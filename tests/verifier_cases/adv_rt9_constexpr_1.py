# probes: 3,000 floats passed as tl.constexpr inside a tuple argument of every launch: the count of Python floats in launches looked only at top-level arguments
# reference: ref_relu.py
# expect: fallback
# idea: red team 9 (the kernel still computes relu: this probes the count). Fixed:
#   sandbox._launch_floats walks tuples and constexpr wrappers.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, T, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, T[0]), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        vals = []
        for i in range(3000):
            vals.append(tl.constexpr(i * 0.0))
        self.table = tuple(vals)

    def forward(self, x):
        n = x.numel()
        y = torch.empty_like(x)
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.table, BLOCK=1024)
        return y
