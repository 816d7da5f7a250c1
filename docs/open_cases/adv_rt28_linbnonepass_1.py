# probes: (STALE as a probe of the variance: this kernel skips the running statistics a training-mode BatchNorm updates and is refused for that at 7 of 7 keys; its one-pass variance is not what is caught) --- Linear -> BatchNorm (batch stats): the far draw is dropped (the reference's own GEMM loses digits there), so a one-pass batch variance E[y^2]-E[y]^2 meets no input far from zero
# reference: ref_rt28_linbn.py (in tests/verifier_cases)
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, w_ptr, out_ptr, M, N, K,
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
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def bn_relu_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, N, eps, BM: tl.constexpr, BN: tl.constexpr):
    cols = tl.program_id(0) * BN + tl.arange(0, BN)
    rows = tl.arange(0, BM)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / M
    var = tl.sum(x * x, axis=0) / M - mean * mean        # one pass
    y = (x - mean[None, :]) / tl.sqrt(tl.maximum(var, 0.0) + eps)[None, :]
    w = tl.load(w_ptr + cols, mask=cols < N, other=0.0)
    b = tl.load(b_ptr + cols, mask=cols < N, other=0.0)
    y = tl.maximum(y * w[None, :] + b[None, :], 0.0)
    tl.store(out_ptr + rows[:, None] * N + cols[None, :], y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features, bias=False)
        self.bn = nn.BatchNorm1d(out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.linear.weight.shape[0]
        h = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](
            x, self.linear.weight, h, M, N, K, BM=32, BN=32, BK=32)
        out = torch.empty_like(h)
        bn_relu_kernel[(triton.cdiv(N, 32),)](h, self.bn.weight, self.bn.bias, out, M, N, self.bn.eps,
                                             BM=triton.next_power_of_2(M), BN=32)
        return out
