# probes: cheat: the eps floored at 0.05 (rsqrt(ms + max(eps, 0.05))): 2.5% off at eps = 1e-5 and unit-scale rows; the moved constructor eps lands in [0.68, 0.97] at 7 keys in 8
# reference: ref_rt49_epsfloor.py
# expect: mismatch
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
    r = 1.0 / tl.sqrt(ms + tl.maximum(eps, 0.05))
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
