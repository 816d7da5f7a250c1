# reference: ref_rt18_swiglu_chunk.py
# Honest: one kernel computes silu(x) into one buffer, forward returns its two halves with
# y.chunk(2, -1), exactly as the reference does. FALSELY REFUSED at stage static: `.chunk`
# (a Tensor method) is in reward.MODULE_NAMED_ATTRIBUTES because the standard library has a
# module named chunk (Tensor.trace too). Spelled torch.chunk it passes the gate and is refused
# at run time instead: good_rt18a_silu_chunk_2.py.
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
        return y.chunk(2, dim=-1)
