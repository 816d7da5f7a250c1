# Correct candidate with several kernels and an intermediate buffer: a matmul + bias + ReLU
# kernel writes h, a row-softmax kernel reads h and writes the output.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_relu_kernel(x_ptr, w_ptr, b_ptr, h_ptr, M, N, K,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(x_ptr + rm[:, None] * K + (k + rk)[None, :],
                    mask=(rm[:, None] < M) & ((k + rk)[None, :] < K), other=0.0)     # (BM, BK)
        w = tl.load(w_ptr + rn[None, :] * K + (k + rk)[:, None],
                    mask=(rn[None, :] < N) & ((k + rk)[:, None] < K), other=0.0)     # (BK, BN)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rn, mask=rn < N, other=0.0)[None, :]
    acc = tl.maximum(acc, 0.0)
    tl.store(h_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def softmax_kernel(h_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    h = tl.load(h_ptr + row * N + cols, mask=cols < N, other=-float("inf"))
    e = tl.exp(h - tl.max(h, axis=0))
    tl.store(out_ptr + row * N + cols, e / tl.sum(e, axis=0), mask=cols < N)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        h = torch.empty((M, N), device=x.device, dtype=x.dtype)        # intermediate buffer
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_relu_kernel[grid](x, self.fc.weight, self.fc.bias, h, M, N, K, BM=32, BN=32, BK=32)
        out = torch.empty_like(h)
        softmax_kernel[(M,)](h, out, N, BLOCK=triton.next_power_of_2(N))
        return out
