# probes: the candidate ends its own process (os._exit) before the verifier can report
# reference: ref_relu.py
# expect: static
# runtime: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl

import os


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        os._exit(0)
