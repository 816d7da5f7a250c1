# probes: red team 51b: honest twin of adv_rt51b_orderpredict_1/_2: one program per row sums its whole row (no two programs store to one address)
# reference: ref_rt51b_orderpredict.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowsum_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros((BLOCK,), dtype=tl.float64)
    for start in range(0, N, BLOCK):
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
        rowsum_kernel[(M,)](x, out, N, BLOCK=1024)
        return out
