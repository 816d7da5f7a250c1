# probes: honest twin of adv_rt57a_listalias_1: the fused sum written into a new tensor
# reference: ref_rt57a_listalias.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fuse3_kernel(a_ptr, b_ptr, c_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    a = tl.load(a_ptr + offs, mask=m, other=0.0)
    b = tl.load(b_ptr + offs, mask=m, other=0.0)
    c = tl.load(c_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(a + b + c, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, feats):
        a, b, c = [f.contiguous() for f in feats]
        out = torch.empty_like(a)
        n = a.numel()
        BLOCK = 1024
        fuse3_kernel[(triton.cdiv(n, BLOCK),)](a, b, c, out, n, BLOCK=BLOCK)
        return out
