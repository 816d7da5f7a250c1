# probes: red team 51b (closed: state a forward rebinds is copied back into the tensor the module held, sandbox._unrebind, so the state check sees it): training batch norm that never updates its running statistics, where the reference REBINDS its buffers (self.running_mean = new tensor) instead of updating in place: keyed_state/_forward_changes/state_before hold the tensor objects of before the first call, so the state change is never seen and never compared
# reference: ref_rt51b_rebindbn.py
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
        self.register_buffer("running_mean", torch.zeros(n))
        self.register_buffer("running_var", torch.ones(n))
        self.weight = nn.Parameter(torch.ones(n))
        self.bias = nn.Parameter(torch.zeros(n))

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        bn_train_kernel[(triton.cdiv(N, 64),)](x, self.weight, self.bias, y, M, N, self.eps,
                                               BLOCK_N=64)
        return y
