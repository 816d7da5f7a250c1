# reference: ref_inplace_input.py
# Honest: the reference updates its input in place (x.mul_(2).add_(1)) and returns it; the
# kernel updates x in place too and writes the answer to a fresh output (an output may not
# alias an input). Expected: ok.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def axpb_inplace_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m) * 2.0 + 1.0
    tl.store(x_ptr + offs, v, mask=m)
    tl.store(out_ptr + offs, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        axpb_inplace_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
