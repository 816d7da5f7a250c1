# probes: red team 68 (qlin's fix, its bound): the fake quantisation rounds at 0.51 instead of at a half (floor(v + 0.49)): wrong at the 1 % of elements whose fraction lies in [0.49, 0.5), most of them farther from a half than the 2^-16 move of round's operand reaches (sandbox._grid_runs), so they stay compared
# reference: ref_rt68_qlin.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def qlin_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, N, K,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.arange(0, BLOCK_N)
    mm = rm < M
    mn = rn < N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        mk = rk < K
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=mm[:, None] & mk[None, :], other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=mn[None, :] & mk[:, None], other=0.0)
        acc += tl.dot(a, w, input_precision="ieee")
    b = tl.load(b_ptr + rn, mask=mn, other=0.0)
    y = acc + b[None, :]
    y = tl.where(mn[None, :], y, 0.0)
    s = tl.max(tl.abs(y), axis=1) / 127.0
    v = y / s[:, None]
    r = tl.floor(v + 0.49)
    r = tl.minimum(tl.maximum(r, -127.0), 127.0)
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], r * s[:, None], mask=mm[:, None] & mn[None, :])


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x = x.contiguous()
        w = self.fc.weight.contiguous()
        M, K = x.shape
        N = w.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        BLOCK_M = 16
        qlin_kernel[(triton.cdiv(M, BLOCK_M),)](x, w, self.fc.bias, out, M, N, K,
                                              BLOCK_M=BLOCK_M, BLOCK_N=triton.next_power_of_2(N), BLOCK_K=64)
        return out
