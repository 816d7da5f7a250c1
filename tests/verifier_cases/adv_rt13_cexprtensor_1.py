# probes: a tensor wrapped in tl.constexpr as a launch argument, outside every range, snapshot and provenance check
# reference: ref_relu.py
# expect: fallback
# idea: red team 13: it was refused only because the lowering formats the constexpr. A constexpr
#   wrapping a tensor is now an odd argument.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, T: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, tl.constexpr(x), BLOCK=1024)
        return y
