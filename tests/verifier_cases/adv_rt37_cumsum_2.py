# probes: (red team 37) a blocked scan whose carry is a running total stored by the previous block's program (passed at 7 of 11 keys): a read across programs of one launch
# reference: ref_rt37_cumsum.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scan_blocks(x_ptr, run_ptr, y_ptr, N, NB, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    # carry-in: the running total the previous block's program stored (no flag, no barrier)
    carry = tl.load(run_ptr + row * NB + blk - 1, mask=blk > 0, other=0.0)
    tl.store(y_ptr + row * N + offs, tl.cumsum(x, axis=0) + carry, mask=m)
    tl.store(run_ptr + row * NB + blk, carry + tl.sum(x, axis=0))


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        BLOCK = 256
        nb = triton.cdiv(N, BLOCK)
        run = torch.empty((M, nb), device=x.device, dtype=torch.float32)
        scan_blocks[(M, nb)](x, run, y, N, nb, BLOCK=BLOCK)
        return y
