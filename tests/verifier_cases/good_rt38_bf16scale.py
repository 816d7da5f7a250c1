# good: (red team 38) x * 2.0 on bf16 values, correct on a GPU (refused until the interpreter hooks gave it get_bf16 for a bf16 constant)
# reference: ref_rt38_bf16scale.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, x * 2.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        scale[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
