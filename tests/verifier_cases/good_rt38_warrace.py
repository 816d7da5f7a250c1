# good: (red team 38) honest twin of adv_rt38_warrace_1: the pair sum written out of place
# reference: ref_rt38_pairsum.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pairsum(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    a = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    b = tl.load(x_ptr + row * N + offs + 1, mask=offs + 1 < N, other=0.0)
    tl.store(y_ptr + row * N + offs, a + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        BLOCK = 1024
        pairsum[(M, triton.cdiv(N, BLOCK))](x, y, N, BLOCK=BLOCK)
        return y
