# probes: red team 42: honest masked reverse cumsum: one program per row, blocks from the end, tl.cumsum within a block, fp32 carry
# reference: ref_rt42_maskcumsum.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rev_masked_cumsum_kernel(x_ptr, m_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    carry = tl.zeros((1,), dtype=tl.float32)
    nblocks = tl.cdiv(N, BLOCK)
    for b in range(0, nblocks):
        # block b from the end, read reversed: element i of the block is column N-1-(b*BLOCK+i)
        i = tl.arange(0, BLOCK)
        col = N - 1 - (b * BLOCK + i)
        ok = col >= 0
        x = tl.load(x_ptr + row * N + col, mask=ok, other=0.0)
        m = tl.load(m_ptr + row * N + col, mask=ok, other=0)
        v = tl.where(m != 0, x, 0.0)
        s = tl.cumsum(v, axis=0) + carry
        tl.store(out_ptr + row * N + col, s, mask=ok)
        carry = carry + tl.sum(v, axis=0)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x, mask):
        x = x.contiguous()
        mask = mask.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        rev_masked_cumsum_kernel[(M,)](x, mask, out, N, BLOCK=256)
        return out
