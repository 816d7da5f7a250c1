# probes: correct (red team 68, refused at 5 of 7 keys before this fix): a tiled fp32 GEMM + bias, then per-row absmax int8 fake quantisation (W8A8 QAT) fused in the epilogue; the GEMM's summation order (~1e-7) flips round(y / s) at near-halves, one quantisation step (~0.015) off torch's answer. An element may be the reference's answer with round's operand moved 128 float32 steps of its largest magnitude up or down (sandbox._grid_alts; exact halves stay compared); accepted at 7 of 7 keys
# reference: ref_rt68_qlin.py
# expect: ok
# honest twin: tiled fp32 GEMM (tl.dot, ieee) + bias, then per-row absmax int8 fake quant (round half to even) fused in the epilogue
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
    r = tl.floor(v + 0.5)
    tie = (r - v) == 0.5
    odd = (r - 2.0 * tl.floor(r * 0.5)) != 0.0
    r = tl.where(tie & odd, r - 1.0, r)
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
