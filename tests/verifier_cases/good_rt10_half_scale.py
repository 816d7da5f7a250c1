# Correct candidate: the reference's own __init__ line, randn rounded to fp16 (a rounding
# conversion of random data is allowed in __init__; of data laid out by Python or a kernel it
# is not: adv_rt10_initconv_3), and a kernel multiplies.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_kernel(X, W, Y, n, N: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(X + offs, mask=m, other=0.0)
    w = tl.load(W + offs % N, mask=m, other=0.0)
    tl.store(Y + offs, x * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.randn(256).half())

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        scale_kernel[(triton.cdiv(n, 1024),)](x, self.w, y, n, N=256, BLOCK=1024)
        return y
