# probes: red team 42: x ** min(n, 3): an unrolled multiply capped at the exponent get_inputs passes; red team 36's fix moves a Python int only DOWN (to [n//2, n-1]), so no trial meets an exponent above 3
# reference: ref_rt42_intpow.py
# expect: mismatch
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
    for i in tl.static_range(3):                      # at most three factors
        acc = tl.where(i < n, acc * x, acc)
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
