# probes: red team 46: honest twin: y[0] computed from x[0] in registers
# reference: ref_rt46_scalarraw.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def affine_sub_first_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + r * N + offs, mask=m, other=0.0)
    y = 2.0 * x + 1.0
    base = 2.0 * tl.load(x_ptr + r * N) + 1.0
    tl.store(out_ptr + r * N + offs, y - base, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        affine_sub_first_kernel[(M,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
