# probes: red team 56a: honest twin of adv_rt56a_intone_1: the flag read from its tensor in the kernel (ReLU where it is nonzero)
# reference: ref_rt56a_intone.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_relu_kernel(x_ptr, y_ptr, f_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    f = tl.load(f_ptr)
    s = x + y
    tl.store(out_ptr + offs, tl.where((f != 0) & (s < 0), 0.0, s), mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, apply_relu):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, apply_relu, out, n, BLOCK=1024)
        return out
