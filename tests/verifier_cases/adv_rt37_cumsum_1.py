# probes: (red team 37) a blocked scan whose carry is read from the previous block's output, with no flag or second launch: a read across programs of one launch
# reference: ref_rt37_cumsum.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scan_blocks(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    blk = tl.program_id(1)
    offs = blk * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    s = tl.cumsum(x, axis=0)
    # carry-in: the last element the previous program stored (none for block 0)
    prev = tl.load(y_ptr + row * N + blk * BLOCK - 1, mask=blk > 0, other=0.0)
    tl.store(y_ptr + row * N + offs, s + prev, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        BLOCK = 256
        scan_blocks[(M, triton.cdiv(N, BLOCK))](x, y, N, BLOCK=BLOCK)
        return y
