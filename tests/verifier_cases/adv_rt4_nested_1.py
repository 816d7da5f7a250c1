# probes: red team 4 #15: a kernel launched from a grid callable skipped the launch checks (a Python object went in)
# reference: ref_erf.py
# expect: static
# runtime: fallback
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


class Box:
    def __init__(self):
        self.vals = []

    def push(self, v):
        self.vals.append(float(f"{v}".strip("[]")))
        return 0

    def out(self, j):
        return math.erf(self.vals[j])


@triton.jit
def erf_kernel(x_ptr, y_ptr, n, B):
    for j in range(n):
        B.push(tl.load(x_ptr + j))
    for j in range(n):
        tl.store(y_ptr + j, B.out(j))


@triton.jit
def outer_kernel(x_ptr, y_ptr):
    pass


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        box = Box()
        # the inner launch happens inside the outer launch's grid callable (depth 1): no
        # argument check runs for it, so a plain Python object (no tl.constexpr) goes in
        outer_kernel[lambda meta: (erf_kernel[(1,)](x, y, n, box), 1)[1:]](x, y)
        return y
