# probes: (red team 38) the highest-numbered program of each row reads every partial sum back with atomic_add(..., 0) and stores the total (5 of 5 keys): refused by the random program order (since red team 41 refused as fallback: an atomic's returned value used, or an atomic write read back by a plain load)
# reference: ref_rt38_atomlast.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowsum_last(x_ptr, part_ptr, out_ptr, N, NB, BLOCK: tl.constexpr, PB: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=0.0).to(tl.float64)
    tl.store(part_ptr + row * NB + blk, tl.sum(x, axis=0))
    if blk == NB - 1:
        p = tl.arange(0, PB)
        parts = tl.atomic_add(part_ptr + row * NB + p, tl.zeros((PB,), dtype=tl.float64), mask=p < NB)
        parts = tl.where(p < NB, parts, 0.0)
        tl.store(out_ptr + row, tl.sum(parts, axis=0).to(tl.float32))


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty((M,), device=x.device, dtype=x.dtype)
        BLOCK = 512
        nb = triton.cdiv(N, BLOCK)
        part = torch.empty((M, nb), device=x.device, dtype=torch.float64)
        rowsum_last[(M, nb)](x, part, out, N, nb, BLOCK=BLOCK, PB=triton.next_power_of_2(nb))
        return out
