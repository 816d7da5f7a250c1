# probes: red team 56a: honest twin of adv_rt56a_boolpair_1: both branch flags read from the bool tensor in the kernel
# reference: ref_rt56a_boolpair.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def branches_kernel(x_ptr, y_ptr, k_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    k0 = tl.load(k_ptr).to(tl.int32)
    k1 = tl.load(k_ptr + 1).to(tl.int32)
    out = tl.where(k0 != 0, tl.maximum(x, 0.0), 0.0) + tl.where(k1 != 0, y, 0.0)
    tl.store(out_ptr + offs, out, mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, keep):
        x = x.contiguous()
        y = y.contiguous()
        keep = keep.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        branches_kernel[(triton.cdiv(n, 1024),)](x, y, keep, out, n, BLOCK=1024)
        return out
