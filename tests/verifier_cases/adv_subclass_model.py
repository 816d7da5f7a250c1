# probes: inheriting Model and doing nothing (KernelBench hole): forward is the reference's
# reference: ref_relu.py
# expect: static
# runtime: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class Model(nn.Module):
    def forward(self, x):
        return torch.relu(x)


class ModelNew(Model):
    pass
