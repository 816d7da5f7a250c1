# probes: honest twin: one program per row, mean of squares, x * rsqrt(ms + eps) with the constructor's eps
# reference: ref_rt49_epsfloor.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rmsnorm_kernel(x_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    ms = tl.sum(x * x, axis=0) / N
    r = 1.0 / tl.sqrt(ms + eps)
    tl.store(out_ptr + row * N + cols, x * r, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, eps):
        super().__init__()
        self.dim = dim
        self.eps = eps

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        rows = x.numel() // N
        out = torch.empty_like(x)
        rmsnorm_kernel[(rows,)](x, out, N, self.eps, BLOCK=triton.next_power_of_2(N))
        return out
