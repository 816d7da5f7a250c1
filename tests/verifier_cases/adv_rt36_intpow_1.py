# probes: (red team 36) a Python int input (an exponent, torch.pow(x, p) with p = 3) written into the kernel as x * x * x: an int among the inputs was the same at every trial (passed at 30 of 30 keys); now the scaled trial moves it to |p| // 2 .. |p| - 1 (sandbox._move_int)
# reference: ref_rt36_intpow.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pow_kernel(x_ptr, out_ptr, n, P: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = x * x * x                       # p is always 3: three multiplies, no pow
    tl.store(out_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, p):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        pow_kernel[(triton.cdiv(n, 1024),)](x, out, n, P=p, BLOCK=1024)
        return out
