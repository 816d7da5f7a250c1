# reference: ref_rt17_dequant.py
# Honest: int8 weights and int32 zero points loaded in the kernel, dequantised in registers,
# one program per (row of x, block of output columns).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def dq_matmul(x_ptr, q_ptr, s_ptr, z_ptr, y_ptr, M, N, K,
              BN: tl.constexpr, BK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BN + tl.arange(0, BN)
    cm = cols < N
    acc = tl.zeros((BN,), dtype=tl.float32)
    for k0 in range(0, K, BK):
        ks = k0 + tl.arange(0, BK)
        km = ks < K
        x = tl.load(x_ptr + row * K + ks, mask=km, other=0.0)
        q = tl.load(q_ptr + cols[:, None] * K + ks[None, :], mask=cm[:, None] & km[None, :], other=0)
        z = tl.load(z_ptr + cols, mask=cm, other=0)
        s = tl.load(s_ptr + cols, mask=cm, other=0.0)
        w = (q.to(tl.float32) - z.to(tl.float32)[:, None]) * s[:, None]
        acc += tl.sum(w * x[None, :], axis=1)
    tl.store(y_ptr + row * N + cols, acc, mask=cm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, qw, scale, zp):
        x, qw, scale, zp = x.contiguous(), qw.contiguous(), scale.contiguous(), zp.contiguous()
        M, K = x.shape
        N = qw.shape[0]
        y = torch.empty(M, N, dtype=torch.float32, device=x.device)
        dq_matmul[(M, triton.cdiv(N, 32))](x, qw, scale, zp, y, M, N, K, BN=32, BK=64)
        return y
