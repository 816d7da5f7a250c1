# probes: computing with NumPy on the tensor's memory, behind PyTorch's dispatcher
# reference: ref_relu.py
# expect: static
# runtime: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl

import numpy as np


@triton.jit
def copy_kernel(src, dst, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + offs, tl.load(src + offs, mask=offs < n), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        copy_kernel[(4,)](x, out, x.numel(), BLOCK=1024)
        a = out.numpy()
        np.maximum(a, 0.0, out=a)
        return out
