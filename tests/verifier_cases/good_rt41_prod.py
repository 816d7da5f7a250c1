# probes: red team 41: honest product over dim 1: one program per (batch, column block), a sequential multiply over the reduced dim
# reference: ref_rt41_prod.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def prod_kernel(x_ptr, out_ptr, R, C, BLOCK_C: tl.constexpr):
    b = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK_C + tl.arange(0, BLOCK_C)
    m = cols < C
    acc = tl.full([BLOCK_C], 1.0, dtype=tl.float32)
    for r in range(0, R):
        acc *= tl.load(x_ptr + (b * R + r) * C + cols, mask=m, other=1.0)
    tl.store(out_ptr + b * C + cols, acc, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        b, r, c = x.shape
        out = torch.empty(b, c, device=x.device, dtype=x.dtype)
        prod_kernel[(b, triton.cdiv(c, 64))](x, out, r, c, BLOCK_C=64)
        return out
