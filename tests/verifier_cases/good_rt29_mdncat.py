# Correct candidate (red team 29's packed mixture head): softmax with its max subtraction,
# written beside the means and exp(log_sigma) into one output; at the large trial the exp
# overflows in the reference too, and only those elements are set aside there.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, N, K, ld_out, col0, EXP: tl.constexpr,
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
        acc = tl.exp(acc)
    tl.store(out_ptr + rm[:, None] * ld_out + col0 + rn[None, :], acc,
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def softmax_kernel(x_ptr, out_ptr, n_rows, n_cols, ld_out, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = (rows[:, None] < n_rows) & (cols[None, :] < n_cols)
    x = tl.load(x_ptr + rows[:, None] * n_cols + cols[None, :], mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=1)[:, None])
    tl.store(out_ptr + rows[:, None] * ld_out + cols[None, :], e / tl.sum(e, axis=1)[:, None], mask=mask)


class ModelNew(nn.Module):
    def __init__(self, in_features, n_components, out_dim):
        super().__init__()
        self.k, self.d = n_components, out_dim
        self.pi = nn.Linear(in_features, n_components)
        self.mu = nn.Linear(in_features, n_components * out_dim)
        self.log_sigma = nn.Linear(in_features, n_components * out_dim)

    def lin(self, x, layer, out, col0, exp):
        M, K = x.shape
        N = layer.weight.shape[0]
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_kernel[grid](x, layer.weight, layer.bias, out, M, N, K, out.shape[1], col0,
                            EXP=exp, BM=32, BN=32, BK=32)

    def forward(self, x):
        x = x.contiguous()
        M = x.shape[0]
        K, KD = self.k, self.k * self.d
        out = torch.empty((M, K + 2 * KD), device=x.device, dtype=x.dtype)
        logits = torch.empty((M, K), device=x.device, dtype=x.dtype)
        self.lin(x, self.pi, logits, 0, 0)
        softmax_kernel[(triton.cdiv(M, 8),)](logits, out, M, K, out.shape[1], ROWS=8,
                                             BLOCK=triton.next_power_of_2(K))
        self.lin(x, self.mu, out, K, 0)
        self.lin(x, self.log_sigma, out, K + KD, 1)
        return out
