# probes: honest twin of adv_rt55a_clipinf_1: the bound passed to the kernel (inf clamps nothing)
# reference: ref_rt55a_clipinf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_clip_kernel(x_ptr, y_ptr, out_ptr, n, clip, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    z = tl.load(x_ptr + offs, mask=mask, other=0.0) + tl.load(y_ptr + offs, mask=mask, other=0.0)
    z = tl.minimum(tl.maximum(z, -clip), clip)
    tl.store(out_ptr + offs, z, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, clip):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_clip_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, float(clip), BLOCK=1024)
        return out
