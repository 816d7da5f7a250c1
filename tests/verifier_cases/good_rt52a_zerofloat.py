# probes: correct (red team 52a, twin of adv_rt52a_zerofloat_1): clamp with the floor read per call
# reference: ref_rt52a_zerofloat.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_min_kernel(x_ptr, out_ptr, n, floor, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(v, floor), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, floor):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        clamp_min_kernel[(triton.cdiv(n, 1024),)](x, out, n, floor, BLOCK=1024)
        return out
