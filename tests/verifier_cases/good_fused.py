# Correct candidate: 2-D tiles; b is broadcast along rows by loading it once per column block.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fused_kernel(x_ptr, b_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    b = tl.load(b_ptr + rn, mask=rn < N, other=0.0)            # (BN,)
    y = tl.maximum(x + b[None, :], 0.0) * 0.5 - tl.sigmoid(x)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, b):
        x, b = x.contiguous(), b.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        fused_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 64))](x, b, out, M, N, BM=32, BN=64)
        return out
