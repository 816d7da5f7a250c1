# probes: the data-movement test gave up ("computes") when the float inputs had mixed dtypes
# reference: ref_cat_mixed.py
# expect: fallback
# idea: red team 14. fp32 and fp16 inputs together got grid codes, which collide in fp16, so
#   the movement test called a cat + upcast + transpose a task that computes: PyTorch did all
#   of it and the kernel only copied the finished answer. The codes are now the 16-bit dtype's
#   own values that every input dtype holds exactly.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        t = torch.cat([x, y.float()], dim=1).t().contiguous()
        out = torch.empty_like(t)
        n = t.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](t, out, n, BLOCK=1024)
        return out
