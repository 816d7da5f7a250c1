# good: (red team 38) a row max through atomic_xchg, correct on a GPU (refused until the interpreter hooks did atomic exchanges lane by lane: Triton 3.7 does not support fp32 ones)
# reference: ref_rt38_rowmax.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def block_max(x_ptr, part_ptr, N, NB, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=float("-inf"))
    tl.atomic_xchg(part_ptr + row * NB + blk, tl.max(x, axis=0))


@triton.jit
def final_max(part_ptr, out_ptr, NB, PB: tl.constexpr):
    row = tl.program_id(0)
    p = tl.arange(0, PB)
    v = tl.load(part_ptr + row * NB + p, mask=p < NB, other=float("-inf"))
    tl.store(out_ptr + row, tl.max(v, axis=0))


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        BLOCK = 1024
        nb = triton.cdiv(N, BLOCK)
        part = torch.empty((M, nb), device=x.device, dtype=x.dtype)
        out = torch.empty((M,), device=x.device, dtype=x.dtype)
        block_max[(M, nb)](x, part, N, nb, BLOCK=BLOCK)
        final_max[(M,)](part, out, nb, PB=triton.next_power_of_2(nb))
        return out
