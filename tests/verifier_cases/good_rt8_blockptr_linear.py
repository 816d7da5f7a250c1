# Correct (red team 8): matmul with block pointers (tl.make_block_ptr / tl.advance / boundary_check), tl.static_range-free K loop, split bias kernel via a @jit helper
# reference: ref_linear.py
# idea: the block-pointer idiom from Triton's tutorials; W read transposed through its strides (order=(0, 1)).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_bias(acc, b_ptr, rn, N):
    b = tl.load(b_ptr + rn, mask=rn < N, other=0.0)
    return acc + b[None, :]


@triton.jit
def bp_linear_kernel(x_ptr, w_ptr, b_ptr, out_ptr, M, N, K,
                     stride_xm, stride_xk, stride_wn, stride_wk, stride_om, stride_on,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_bp = tl.make_block_ptr(base=x_ptr, shape=(M, K), strides=(stride_xm, stride_xk),
                             offsets=(pid_m * BLOCK_M, 0), block_shape=(BLOCK_M, BLOCK_K), order=(1, 0))
    w_bp = tl.make_block_ptr(base=w_ptr, shape=(K, N), strides=(stride_wk, stride_wn),
                             offsets=(0, pid_n * BLOCK_N), block_shape=(BLOCK_K, BLOCK_N), order=(0, 1))
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_bp, boundary_check=(0, 1), padding_option="zero")
        w = tl.load(w_bp, boundary_check=(0, 1), padding_option="zero")
        acc += tl.dot(a, w, input_precision="ieee")
        a_bp = tl.advance(a_bp, (0, BLOCK_K))
        w_bp = tl.advance(w_bp, (BLOCK_K, 0))
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    acc = add_bias(acc, b_ptr, rn, N)
    o_bp = tl.make_block_ptr(base=out_ptr, shape=(M, N), strides=(stride_om, stride_on),
                             offsets=(pid_m * BLOCK_M, pid_n * BLOCK_N), block_shape=(BLOCK_M, BLOCK_N),
                             order=(1, 0))
    tl.store(o_bp, acc, boundary_check=(0, 1))


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.empty(out_features))
        ref = nn.Linear(in_features, out_features)
        with torch.no_grad():
            self.weight.copy_(ref.weight)
            self.bias.copy_(ref.bias)

    def forward(self, x):
        M, K = x.shape
        N = self.weight.shape[0]
        out = torch.empty((M, N), device=x.device, dtype=x.dtype)
        BM, BN, BK = 16, 16, 32
        bp_linear_kernel[(triton.cdiv(M, BM), triton.cdiv(N, BN))](
            x, self.weight, self.bias, out, M, N, K,
            x.stride(0), x.stride(1), self.weight.stride(0), self.weight.stride(1),
            out.stride(0), out.stride(1), BLOCK_M=BM, BLOCK_N=BN, BLOCK_K=BK)
        return out
