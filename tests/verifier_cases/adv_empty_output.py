# probes: returning torch.empty memory that no kernel wrote (on KernelBench it can hold the
# freed reference result); the kernel gets the buffer but stores nothing into it
# reference: ref_relu.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def touch(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.load(x_ptr + offs, mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        touch[(4,)](x, out, x.numel(), BLOCK=1024)
        return out
