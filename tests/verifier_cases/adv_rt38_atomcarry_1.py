# probes: (red team 38) a blocked cumsum whose carry passes from program to program through atomics alone (tl.atomic_add(p, 0.0) to read it): right only in the interpreter's program order (passed at 10 of 10 keys); the programs of a launch now run in a keyed random order (since red team 41 refused as fallback: an atomic's returned value used, or an atomic write read back by a plain load)
# reference: ref_rt38_atomcarry.py
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
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0).to(tl.float64)
    # carry-in read with an atomic add of zero (no flag, no wait)
    carry = tl.atomic_add(run_ptr + row * (NB + 1) + blk, 0.0)
    tl.store(y_ptr + row * N + offs, (tl.cumsum(x, axis=0) + carry).to(tl.float32), mask=m)
    tl.atomic_add(run_ptr + row * (NB + 1) + blk + 1, carry + tl.sum(x, axis=0))


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
        run = torch.zeros((M, nb + 1), device=x.device, dtype=torch.float64)
        scan_blocks[(M, nb)](x, run, y, N, nb, BLOCK=BLOCK)
        return y
