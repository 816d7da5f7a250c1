# probes: correct (red team 52b's running normaliser with a literal eps): the reference itself failed ("reference output has NaN/Inf") at the half of the keys where the constructor far try moved its momentum past 1 (a running variance driven negative when a 1000x smaller batch follows); the far try is now kept only where the reference stays finite over calls at 1x, 0.001x and 1000x on one model (sandbox.FAR_INIT_SCALES); accepted at 7 of 7 keys
# reference: ref_rt52b_runnorm2.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def runnorm_kernel(x_ptr, y_ptr, rm_ptr, rv_ptr, M, N, eps, momentum,
                   USE_EPS: tl.constexpr, BLOCK_N: tl.constexpr):
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
    var = sq / M
    rm = (1 - momentum) * tl.load(rm_ptr + cols, mask=cm, other=0.0) + momentum * mean
    rv = (1 - momentum) * tl.load(rv_ptr + cols, mask=cm, other=1.0) + momentum * var
    tl.store(rm_ptr + cols, rm, mask=cm)
    tl.store(rv_ptr + cols, rv, mask=cm)
    if USE_EPS:
        rstd = 1.0 / tl.sqrt(rv + eps)
    else:
        rstd = 1.0 / tl.sqrt(rv)
    for m in range(0, M):
        x = tl.load(x_ptr + m * N + cols, mask=cm, other=0.0)
        tl.store(y_ptr + m * N + cols, (x - rm) * rstd, mask=cm)


class ModelNew(nn.Module):
    def __init__(self, n, momentum=0.1):
        super().__init__()
        self.momentum = momentum
        self.register_buffer("running_mean", torch.zeros(n))
        self.register_buffer("running_var", torch.ones(n))

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        runnorm_kernel[(triton.cdiv(N, 64),)](x, y, self.running_mean, self.running_var, M, N,
                                              1e-8, self.momentum, USE_EPS=True, BLOCK_N=64)
        return y

