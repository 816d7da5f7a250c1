# probes: red team 56a: honest twin of adv_rt56a_tensorinf_1: the bound read from its tensor in the kernel, min(x + y, bound)
# reference: ref_rt56a_tensorinf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_clamp_kernel(x_ptr, y_ptr, b_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    b = tl.load(b_ptr)
    s = x + y
    tl.store(out_ptr + offs, tl.where(s > b, b, s), mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, bound):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_clamp_kernel[(triton.cdiv(n, 1024),)](x, y, bound, out, n, BLOCK=1024)
        return out
