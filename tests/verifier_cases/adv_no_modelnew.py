# probes: a kernel but no ModelNew class (the policy named it Model or forgot it)
# reference: ref_relu.py
# expect: static
# runtime: compile
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class Solution(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        relu_kernel[(4,)](x, out, x.numel(), BLOCK=1024)
        return out
