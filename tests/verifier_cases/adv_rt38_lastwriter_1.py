# probes: (red team 38) every block program stores its partial sum to out[row] and the last one, the highest-numbered, holds the full answer: last writer wins in the interpreter's order (5 of 5 keys); refused by the random program order
# reference: ref_rt38_atomlast.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowsum_lw(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    acc = tl.zeros((BLOCK,), dtype=tl.float64)
    for start in range(0, (blk + 1) * BLOCK, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * N + offs, mask=offs < N, other=0.0).to(tl.float64)
    tl.store(out_ptr + row, tl.sum(acc, axis=0).to(tl.float32))


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty((M,), device=x.device, dtype=x.dtype)
        BLOCK = 1024
        rowsum_lw[(M, triton.cdiv(N, BLOCK))](x, out, N, BLOCK=BLOCK)
        return out
