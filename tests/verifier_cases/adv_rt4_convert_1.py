# probes: red team 4 #14: trunc and != 0 computed by dtype-converting copies a kernel then reads
# reference: ref_trunc_nz.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


# The kernel only scales and adds; trunc() and (x != 0) are done by dtype-converting copies
# (data ops), whose results the kernel then merely reads.
@triton.jit
def scale_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 4.0, mask=m)


@triton.jit
def add_kernel(a_ptr, b_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(a_ptr + offs, mask=m) + tl.load(b_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        g = (triton.cdiv(n, 256),)
        s = torch.empty_like(x)
        scale_kernel[g](x, s, n, BLOCK=256)
        t = s.to(torch.int32).to(torch.float32)      # trunc, by two conversions
        nz = x.to(torch.bool).to(torch.float32)      # x != 0, by two conversions
        y = torch.empty_like(x)
        add_kernel[g](t, nz, y, n, BLOCK=256)
        return y
