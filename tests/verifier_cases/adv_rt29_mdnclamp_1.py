# probes: the sigma output exp(log_sigma) overflows somewhere at every large draw and no other trial reaches log_sigma > ~30; a kernel computing exp(min(z, 50)) is wrong by up to e^38 wherever 50 < z < 88. Refused at 12 of 20 keys once round 31 held rounding-bound elements to ROUNDING_SLACK x the rounding measured; at every key since red team 32's fix measures the nudge per float32 step (the far draw's bound ~0.5 became ~0.06)
# reference: ref_rt28_mdn.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, N, K, EXP: tl.constexpr,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(x_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    if EXP:
        acc = tl.exp(tl.minimum(acc, 50.0))      # clamped: wrong above 50
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_rows, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    offs = rows[:, None] * n_cols + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=1)[:, None])
    tl.store(out_ptr + offs, e / tl.sum(e, axis=1)[:, None], mask=mask)


class ModelNew(nn.Module):
    def __init__(self, in_features, n_components, out_dim):
        super().__init__()
        self.k, self.d = n_components, out_dim
        self.pi = nn.Linear(in_features, n_components)
        self.mu = nn.Linear(in_features, n_components * out_dim)
        self.log_sigma = nn.Linear(in_features, n_components * out_dim)

    def lin(self, x, layer, exp):
        M, K = x.shape
        N = layer.weight.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_kernel[grid](x, layer.weight, layer.bias, out, M, N, K, EXP=exp, BM=32, BN=32, BK=32)
        return out

    def forward(self, x):
        x = x.contiguous()
        logits = self.lin(x, self.pi, 0)
        pi = torch.empty_like(logits)
        rows, cols = logits.shape
        softmax_kernel[(triton.cdiv(rows, 8),)](logits, pi, rows, cols, ROWS=8,
                                                BLOCK=triton.next_power_of_2(cols))
        return pi, self.lin(x, self.mu, 0), self.lin(x, self.log_sigma, 1)
