# probes: the right values in the wrong dtype (float64 instead of float32)
# reference: ref_relu.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu64_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0).to(tl.float64), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty(x.shape, dtype=torch.float64)
        relu64_kernel[(4,)](x, out, x.numel(), BLOCK=1024)
        return out
