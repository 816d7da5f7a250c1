# probes: red team 52b: honest twin of adv_rt52b_shapeema_1: the kernel updates the (C, 1, 1) running buffers in place
# reference: ref_rt52b_shapeema.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn2d_kernel(x_ptr, w_ptr, b_ptr, y_ptr, rm_ptr, rv_ptr, B, C, HW, eps, momentum,
                UPDATE: tl.constexpr, BLOCK: tl.constexpr):
    c = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    n = B * HW
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK):
        i = start + offs
        m = i < n
        bi = i // HW
        p = i % HW
        acc += tl.load(x_ptr + bi * C * HW + c * HW + p, mask=m, other=0.0)
    mean = tl.sum(acc, 0) / n
    sq = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n, BLOCK):
        i = start + offs
        m = i < n
        bi = i // HW
        p = i % HW
        d = tl.load(x_ptr + bi * C * HW + c * HW + p, mask=m, other=0.0) - mean
        sq += tl.where(m, d * d, 0.0)
    var = tl.sum(sq, 0) / n
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    for start in range(0, n, BLOCK):
        i = start + offs
        m = i < n
        bi = i // HW
        p = i % HW
        x = tl.load(x_ptr + bi * C * HW + c * HW + p, mask=m, other=0.0)
        tl.store(y_ptr + bi * C * HW + c * HW + p, (x - mean) * rstd * w + b, mask=m)
    if UPDATE:
        rm = tl.load(rm_ptr + c)
        rv = tl.load(rv_ptr + c)
        tl.store(rm_ptr + c, (1 - momentum) * rm + momentum * mean)
        tl.store(rv_ptr + c, (1 - momentum) * rv + momentum * var)


class ModelNew(nn.Module):
    def __init__(self, c, momentum=0.1, eps=1e-5):
        super().__init__()
        self.momentum, self.eps = momentum, eps
        self.weight = nn.Parameter(torch.ones(c))
        self.bias = nn.Parameter(torch.zeros(c))
        self.register_buffer("running_mean", torch.zeros(c, 1, 1))
        self.register_buffer("running_var", torch.ones(c, 1, 1))

    def forward(self, x):
        x = x.contiguous()
        B, C, H, W = x.shape
        y = torch.empty_like(x)
        bn2d_kernel[(C,)](x, self.weight, self.bias, y, self.running_mean, self.running_var, B, C, H * W,
                          self.eps, self.momentum, UPDATE=True, BLOCK=256)
        return y
