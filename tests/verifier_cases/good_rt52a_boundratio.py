# probes: correct (red team 52a, twin of adv_rt52a_boundratio_1): hardtanh with both bounds read
# reference: ref_rt52a_boundratio.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hardtanh_kernel(x_ptr, out_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.minimum(tl.maximum(v, lo), hi), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, min_val, max_val):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        hardtanh_kernel[(triton.cdiv(n, 1024),)](x, out, n, min_val, max_val, BLOCK=1024)
        return out
