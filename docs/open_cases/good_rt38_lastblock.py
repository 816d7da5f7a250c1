# good: (refused: a plain load of what other programs stored, though ordered by an acq_rel ticket) (red team 38) the classic last-block reduction: each program stores its partial, takes a ticket with atomic_add(cnt, 1, sem="acq_rel"), and the program with the last ticket loads the partials: correct on a GPU
# reference: ref_rt38_atomlast.py (in tests/verifier_cases)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowsum_ticket(x_ptr, part_ptr, cnt_ptr, out_ptr, N, NB, BLOCK: tl.constexpr, PB: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=0.0).to(tl.float64)
    tl.store(part_ptr + row * NB + blk, tl.sum(x, axis=0))
    ticket = tl.atomic_add(cnt_ptr + row, 1, sem="acq_rel")
    if ticket == NB - 1:
        p = tl.arange(0, PB)
        parts = tl.load(part_ptr + row * NB + p, mask=p < NB, other=0.0)
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
        cnt = torch.zeros((M,), device=x.device, dtype=torch.int32)
        rowsum_ticket[(M, nb)](x, part, cnt, out, N, nb, BLOCK=BLOCK, PB=triton.next_power_of_2(nb))
        return out
