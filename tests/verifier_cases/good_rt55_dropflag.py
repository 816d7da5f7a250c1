# probes: a dropout whose flag and probability are passed per call, p = 0.0 as written: the small trial's first draw would move p off 0.0 (a random answer), falls back, and the honest kernel (2x, the dropout inactive at p = 0) passes
# reference: ref_rt55_dropflag.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def twice_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m, other=0.0) * 2.0, mask=m)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, training, p):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        twice_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
