# probes: (red team 37, a control) the same clamp with its bounds as top-level float arguments written into the kernel: refused since red team 9's moved floats
# reference: ref_rt37_toplevelfloat.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.minimum(tl.maximum(x, -0.5), 0.75) * 0.75
    tl.store(y_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, lo, hi):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
