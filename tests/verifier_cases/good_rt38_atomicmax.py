# good: (red team 38) a row max combined across blocks with float tl.atomic_max
# reference: ref_rt38_rowmax.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowmax_split(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=float("-inf"))
    tl.atomic_max(out_ptr + row, tl.max(x, axis=0))


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.full((M,), float("-inf"), device=x.device, dtype=x.dtype)
        BLOCK = 1024
        rowmax_split[(M, triton.cdiv(N, BLOCK))](x, out, N, BLOCK=BLOCK)
        return out
