# probes: honest: a GEMM written as PyTorch Inductor's and Triton's own matmul templates write it, rows and columns wrapped with % M and % N and hinted tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M): the hint is false where a block wraps (40 rows, blocks of 32), on a dim no load vectorises, and the wrapped rows are masked at the store; the hint check (red team 45) must accept it
# reference: ref_linear.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def linear_kernel(a_ptr, w_ptr, b_ptr, c_ptr, M, N, K,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(a_ptr + ram[:, None] * K + kk[None, :], mask=kk[None, :] < K, other=0.0)
        w = tl.load(w_ptr + rbn[None, :] * K + kk[:, None], mask=kk[:, None] < K, other=0.0)
        acc = tl.dot(a, w, acc, input_precision="ieee")
    acc += tl.load(b_ptr + rbn)[None, :]
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        N = self.fc.weight.shape[0]
        out = torch.empty(M, N, device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(N, 32))
        linear_kernel[grid](x, self.fc.weight, self.fc.bias, out, M, N, K,
                            BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
        return out
