# good: (red team 37) an honest blocked fp32 scan, each row in one program (refused at about 5 keys in 15 until a cumsum's elements were held to their line's magnitude, sandbox._scan_floor)
# reference: ref_rt37_cumsum.py (in tests/verifier_cases)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scan_rows(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    carry = tl.zeros((1,), dtype=tl.float32)
    for start in range(0, N, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        m = offs < N
        x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
        s = tl.cumsum(x, axis=0) + carry
        tl.store(y_ptr + row * N + offs, s, mask=m)
        carry += tl.sum(x, axis=0)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        scan_rows[(M,)](x, y, N, BLOCK=256)
        return y
