# probes: (after red team 37's cumsum, whose elements are held to their line's magnitude) a blocked scan with each input rounded to fp16 before the scan: lossy past 1e-4 of the line
# reference: ref_rt37_cumsum.py
# expect: mismatch
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
        x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0).to(tl.float16).to(tl.float32)
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
