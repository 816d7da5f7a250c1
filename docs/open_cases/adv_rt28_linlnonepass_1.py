# probes: the far draw shifts the INPUT; after a Linear the LayerNorm's input is no longer far from zero relative to its spread, so a one-pass variance E[y^2]-E[y]^2 passes again
# reference: ref_rt28_linln.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, N, K,
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
    tl.store(out_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    var = tl.sum(x * x, axis=0) / N - mean * mean      # one pass
    y = (x - mean) / tl.sqrt(tl.maximum(var, 0.0) + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * N + cols, y * w + b, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.ln = nn.LayerNorm(out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.linear.weight.shape[0]
        h = torch.empty((M, N), device=x.device, dtype=x.dtype)
        linear_kernel[(triton.cdiv(M, 32), triton.cdiv(N, 32))](
            x, self.linear.weight, self.linear.bias, h, M, N, K, BM=32, BN=32, BK=32)
        out = torch.empty_like(h)
        layernorm_kernel[(M,)](h, self.ln.weight, self.ln.bias, out, N, self.ln.eps,
                               BLOCK=triton.next_power_of_2(N))
        return out
