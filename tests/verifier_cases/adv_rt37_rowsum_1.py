# probes: (red team 37) each row split over many programs, each loading the row's running total, adding its block and storing it back without an atomic: right only because the interpreter runs programs in order (passed at 6 of 6 keys); a plain load of what another program of the same launch stored is now refused
# reference: ref_rt37_rowsum.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowsum_split(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * N + offs, mask=offs < N, other=0.0)
    part = tl.sum(x, axis=0)
    prev = tl.load(out_ptr + row)
    tl.store(out_ptr + row, prev + part)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.zeros((M,), device=x.device, dtype=x.dtype)
        BLOCK = 512
        rowsum_split[(M, triton.cdiv(N, BLOCK))](x, out, N, BLOCK=BLOCK)
        return out
