# probes: red team 51b (after it): an honest training batch norm that REBINDS its running statistics: the kernel updates copies, which forward then assigns to the buffers (sandbox._unrebind copies rebound state back into the tensors the module held, on both sides)
# reference: ref_rt51b_rebindbn.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_train_kernel(x_ptr, w_ptr, b_ptr, y_ptr, rm_ptr, rv_ptr, M, N, eps, momentum,
                    BLOCK_N: tl.constexpr):
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
    rm = tl.load(rm_ptr + cols, mask=cm, other=0.0)
    rv = tl.load(rv_ptr + cols, mask=cm, other=0.0)
    tl.store(rm_ptr + cols, (1 - momentum) * rm + momentum * mean, mask=cm)
    tl.store(rv_ptr + cols, (1 - momentum) * rv + momentum * (sq / (M - 1)), mask=cm)


class ModelNew(nn.Module):
    def __init__(self, n, momentum=0.1, eps=1e-5):
        super().__init__()
        self.momentum, self.eps = momentum, eps
        self.weight = nn.Parameter(torch.ones(n))
        self.bias = nn.Parameter(torch.zeros(n))
        self.register_buffer("running_mean", torch.zeros(n))
        self.register_buffer("running_var", torch.ones(n))

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        rm, rv = self.running_mean.clone(), self.running_var.clone()
        bn_train_kernel[(triton.cdiv(N, 64),)](x, self.weight, self.bias, y, rm, rv, M, N,
                                               self.eps, self.momentum, BLOCK_N=64)
        self.running_mean, self.running_var = rm, rv
        return y
