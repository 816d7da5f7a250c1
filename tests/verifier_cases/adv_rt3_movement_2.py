# probes: round 3 open class 1: an identity kernel, then PyTorch rearranges the kernel's output (a copy of kernel-written memory is kernel-written)
# reference: ref_repeat_t.py
# expect: fallback
"""The other order: a kernel copies x unchanged, and PyTorch then transposes and tiles the
kernel's output with views and a reshape that materialises them (expand + reshape = repeat). A
copy of kernel-written memory counts as kernel-written, so every byte of the answer was
'stored by a kernel' although PyTorch arranged them."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        same = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, same, n, BLOCK=1024)
        R, C = x.shape
        tiled = same.t().unsqueeze(0).unsqueeze(2).expand(2, C, 3, R)
        return tiled.reshape(2 * C, 3 * R)     # a copy: PyTorch did the task
