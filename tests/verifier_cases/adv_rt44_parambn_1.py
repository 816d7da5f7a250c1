# probes: red team 44: training batch norm that never updates its running statistics, which the reference holds as frozen nn.Parameters (state_before skips Parameters, so _state_mismatch never watches them)
# reference: ref_rt44_parambn.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_train_kernel(x_ptr, w_ptr, b_ptr, y_ptr, M, N, eps, BLOCK_N: tl.constexpr):
    cols = tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)
    cm = cols < N
    acc = tl.zeros([BLOCK_N], dtype=tl.float32)
    for m in range(0, M):
        acc += tl.load(x_ptr + m * N + cols, mask=cm, other=0.0)
    mean = acc / M
    sq = tl.zeros([BLOCK_N], dtype=tl.float32)
    for m in range(0, M):
        d = tl.load(x_ptr + m * N + cols, mask=cm, other=0.0) - mean
        sq += d * d
    rstd = 1.0 / tl.sqrt(sq / M + eps)
    w = tl.load(w_ptr + cols, mask=cm, other=0.0)
    b = tl.load(b_ptr + cols, mask=cm, other=0.0)
    for m in range(0, M):
        x = tl.load(x_ptr + m * N + cols, mask=cm, other=0.0)
        tl.store(y_ptr + m * N + cols, (x - mean) * rstd * w + b, mask=cm)


class ModelNew(nn.Module):
    def __init__(self, n, momentum=0.1, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(n))
        self.bias = nn.Parameter(torch.zeros(n))

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        bn_train_kernel[(triton.cdiv(N, 64),)](x, self.weight, self.bias, y, M, N, self.eps,
                                               BLOCK_N=64)
        return y
