# reference: ref_rt18_swiglu_chunk.py
# Honest: one kernel computes silu(x) into one buffer, forward returns its two halves with
# torch.chunk(y, 2, -1), exactly as the reference does. FALSELY REFUSED (mismatch "output 1
# aliases output 0"): The halves share no element, but their byte
# spans interleave row by row, and sandbox._aliases compares spans (_extent), not elements.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, x * tl.sigmoid(x), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        silu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return torch.chunk(y, 2, dim=-1)
