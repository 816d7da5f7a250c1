# probes: red team 20 (aliasview): the reference returns a view of its input, so "output 0 aliases input 0" is allowed; a kernel re-stores x onto itself unchanged (every element "stored by a kernel this call") and forward returns x.t(): the movement is a PyTorch view, the kernel moved nothing [fixed: in a task that only moves data, an output may alias only an input the reference changed]
# reference: ref_rt20_tview.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def touch_kernel(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=m, other=0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        n = x.numel()
        touch_kernel[(triton.cdiv(n, 1024),)](x, n, BLOCK=1024)
        return x.t()
