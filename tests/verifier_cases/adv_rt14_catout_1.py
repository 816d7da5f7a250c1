# probes: torch.cat(..., out=buf) into memory a kernel wrote kept the kernel's store log
# reference: ref_int_transpose.py
# expect: fallback
# idea: round 14 (ours). A kernel fills a buffer; torch.cat([x.t()], out=buf) moves the int
#   transpose into it with PyTorch, and one element re-stored by a kernel made the stale store
#   log call the whole buffer the kernel's (int inputs: the movement test cannot classify the
#   task). An op's out= is now an overwrite, and the bytes PyTorch writes leave the log.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def fill_kernel(y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + offs, tl.zeros([BLOCK], dtype=tl.int32), mask=offs < n)


@triton.jit
def touch_kernel(y_ptr):
    v = tl.load(y_ptr)
    tl.store(y_ptr, v)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        n = x.numel()
        scratch = torch.empty((x.shape[1], x.shape[0]), dtype=x.dtype)
        fill_kernel[(triton.cdiv(n, 1024),)](scratch, n, BLOCK=1024)
        y = torch.cat([x.t()], out=scratch)
        touch_kernel[(1,)](y)
        return y
