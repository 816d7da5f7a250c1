# probes: red team 42: honest twin: x ** n by a runtime loop of n multiplies
# reference: ref_rt42_intpow.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pow_kernel(x_ptr, out_ptr, numel, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < numel
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    acc = tl.full((BLOCK,), 1.0, tl.float32)
    for i in range(0, n):
        acc = acc * x
    tl.store(out_ptr + offs, acc, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, n):
        x = x.contiguous()
        out = torch.empty_like(x)
        numel = x.numel()
        pow_kernel[(triton.cdiv(numel, 1024),)](x, out, numel, n, BLOCK=1024)
        return out
