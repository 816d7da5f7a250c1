# probes: red team 41: product over dim 1 that multiplies only the first 32 of 256 factors and flushes the result to 0 below 1e-30 (N(0,1) products underflow as written)
# reference: ref_rt41_prod.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def prod_kernel(x_ptr, out_ptr, R, C, K: tl.constexpr, BLOCK_C: tl.constexpr):
    b = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK_C + tl.arange(0, BLOCK_C)
    m = cols < C
    acc = tl.full([BLOCK_C], 1.0, dtype=tl.float32)
    for r in range(0, K):
        acc *= tl.load(x_ptr + (b * R + r) * C + cols, mask=m, other=1.0)
    tl.store(out_ptr + b * C + cols, tl.where(tl.abs(acc) < 1.0, 0.0, acc), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        b, r, c = x.shape
        out = torch.empty(b, c, device=x.device, dtype=x.dtype)
        prod_kernel[(b, triton.cdiv(c, 64))](x, out, r, c, K=32, BLOCK_C=64)
        return out
