# Correct candidate: Triton's official matmul tutorial (03-matrix-multiplication) nearly verbatim:
#   grouped program ordering with `group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)`,
#   pointer increments `a_ptrs += BLOCK_SIZE_K * stride_ak`, a constexpr str ACTIVATION with a
#   helper leaky_relu @jit function, `% M` wrapped offsets; plus a bias load. (fp32, ieee dot)
# reference: ref_linear_leaky.py (red team 6: refused by the static gate for min() until min/max of two values were allowed)
# verdict: FALSE POSITIVE: refused at stage static: 'a @triton.jit body may call min() only on constexprs, literals and shapes (use tl.maximum, tl.minimum, tl.abs on values) (line 29)'; with tl.minimum instead of min the same kernel is ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def leaky_relu(x):
    return tl.where(x >= 0, x, 0.01 * x)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, bias_ptr, M, N, K,
                  stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                  GROUP_SIZE_M: tl.constexpr, ACTIVATION: tl.constexpr):
    pid = tl.program_id(axis=0)
    num_pid_m = tl.cdiv(M, BLOCK_SIZE_M)
    num_pid_n = tl.cdiv(N, BLOCK_SIZE_N)
    num_pid_in_group = GROUP_SIZE_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_SIZE_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_SIZE_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    offs_am = (pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    offs_bn = (pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    offs_k = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (offs_am[:, None] * stride_am + offs_k[None, :] * stride_ak)
    b_ptrs = b_ptr + (offs_k[:, None] * stride_bk + offs_bn[None, :] * stride_bn)

    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        a = tl.load(a_ptrs, mask=offs_k[None, :] < K - k * BLOCK_SIZE_K, other=0.0)
        b = tl.load(b_ptrs, mask=offs_k[:, None] < K - k * BLOCK_SIZE_K, other=0.0)
        accumulator = tl.dot(a, b, accumulator, input_precision="ieee")
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    offs_cn = pid_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    accumulator = accumulator + tl.load(bias_ptr + offs_cn, mask=offs_cn < N, other=0.0)[None, :]
    if ACTIVATION == "leaky_relu":
        accumulator = leaky_relu(accumulator)
    c = accumulator.to(tl.float32)

    offs_cm = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    c_ptrs = c_ptr + stride_cm * offs_cm[:, None] + stride_cn * offs_cn[None, :]
    c_mask = (offs_cm[:, None] < M) & (offs_cn[None, :] < N)
    tl.store(c_ptrs, c, mask=c_mask)


class ModelNew(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        M, K = x.shape
        w = self.fc.weight          # (N, K): read as b[k, n] through its strides
        N = w.shape[0]
        c = torch.empty((M, N), device=x.device, dtype=torch.float32)
        grid = lambda META: (triton.cdiv(M, META["BLOCK_SIZE_M"]) * triton.cdiv(N, META["BLOCK_SIZE_N"]),)
        matmul_kernel[grid](x, w, c, self.fc.bias, M, N, K,
                            x.stride(0), x.stride(1), w.stride(1), w.stride(0), c.stride(0), c.stride(1),
                            BLOCK_SIZE_M=16, BLOCK_SIZE_N=16, BLOCK_SIZE_K=32, GROUP_SIZE_M=8,
                            ACTIVATION="leaky_relu")
        return c
