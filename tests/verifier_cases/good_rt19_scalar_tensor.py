# A scalar the kernel needs built with torch.tensor(number) in forward and handed to the kernel
# as a tensor (what search.py's conversions emit for torch.min(x, torch.tensor(0.0))): new
# memory, though the dispatcher sees only lift_fresh of it (red team 19's provenance fix refused
# it at first: level 2 problem 93).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, lo_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    lo = tl.load(lo_ptr)
    tl.store(y_ptr + offs, tl.maximum(x, lo), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        lo = torch.tensor(0.0, device=x.device)
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, lo, y, n, BLOCK=1024)
        return y
