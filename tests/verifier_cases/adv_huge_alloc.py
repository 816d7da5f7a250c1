# probes: a 10 GB allocation
# reference: ref_relu.py
# expect: runtime
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        big = torch.empty(10 * 2**30, dtype=torch.uint8)
        out = torch.empty_like(x)
        relu_kernel[(4,)](x, out, x.numel(), BLOCK=1024)
        return out
