# probes: red team 42: honest kernel whose module holds its buffer the torch >= 2.5 way, self.scale = nn.Buffer(t)
# reference: ref_rt42_bufscale.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_kernel(x_ptr, s_ptr, y_ptr, M, N, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < M * N
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    s = tl.load(s_ptr + offs % N, mask=m, other=0.0)
    tl.store(y_ptr + offs, x * s + 1.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.scale = nn.Buffer(torch.randn(n))

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        scale_kernel[(triton.cdiv(M * N, 1024),)](x, self.scale, y, M, N, BLOCK=1024)
        return y
