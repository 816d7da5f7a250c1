# probes: (red team 38) y = x.clone(), then in place y[i] += y[i + 1]: each program loads one element past its block, which the next program overwrites (5 of 5 keys); in a random order some program loads what another already stored
# reference: ref_rt38_pairsum.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pairsum_inplace(y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    a = tl.load(y_ptr + row * N + offs, mask=m, other=0.0)
    b = tl.load(y_ptr + row * N + offs + 1, mask=offs + 1 < N, other=0.0)
    tl.store(y_ptr + row * N + offs, a + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = x.contiguous().clone()
        M, N = y.shape
        BLOCK = 1024
        pairsum_inplace[(M, triton.cdiv(N, BLOCK))](y, N, BLOCK=BLOCK)
        return y
