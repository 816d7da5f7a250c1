# reference: ref_erf.py
# Honest: erf through tl.math.erf (Triton's own math op, no libdevice import), a 1-D grid,
# BLOCK from a module constant, a masked tail, flattened views of a 2-D input.
import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK_SIZE = 128


@triton.jit
def erf_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.math.erf(x), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        erf_kernel[(triton.cdiv(n, BLOCK_SIZE),)](x.view(-1), y.view(-1), n, BLOCK=BLOCK_SIZE)
        return y
