# probes: a try/except fallback to PyTorch (KernelBench hole): the kernel "fails", torch answers
# reference: ref_relu.py
# expect: static
# lowered: compile
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


class ModelNew(nn.Module):
    def forward(self, x):
        try:
            out = torch.empty_like(x)
            relu_kernel[(4,)](x, out, x.numel(), BLOCK=1000)  # not a power of 2: raises
            return out
        except Exception:
            return torch.relu(x)
