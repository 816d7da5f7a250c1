# probes: round 3 open class 1: a pure data-movement task done by PyTorch (repeat of a transposed view), then a trivial copy kernel
# reference: ref_repeat_t.py
# expect: fallback
"""The reference only rearranges its input (x.t().repeat(2, 3)): the data movement is the whole
task. Here PyTorch does all of it with ops the monitor counts as data movement (t, repeat) and a
copy kernel then stores the already-arranged values: the output is 'written by a Triton kernel'
although the kernel computed nothing the task asked for."""
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
        arranged = x.t().repeat(2, 3)          # PyTorch did the task
        out = torch.empty_like(arranged)
        n = out.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](arranged, out, n, BLOCK=1024)
        return out
