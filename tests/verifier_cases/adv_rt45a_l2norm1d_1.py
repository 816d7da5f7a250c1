# probes: (red team 45a, accepted at 5 of 5 keys) 1-D F.normalize without its max(norm, eps) clamp: NaN for the zero vector. Red team 36's fix zeroes sets only in tensors of two or more dims (sandbox._zero_sets returns a 1-D tensor as it is), so a 1-D input never meets a zero vector (closed: the small trial's zero draw zeroes a 1-D input whole)
# reference: ref_rt45a_l2norm1d.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sumsq_kernel(x_ptr, s_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for i in range(0, n, BLOCK):
        offs = i + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
        acc += x * x
    tl.store(s_ptr, tl.sum(acc, axis=0))


@triton.jit
def scale_kernel(x_ptr, s_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    nrm = tl.sqrt(tl.load(s_ptr))
    tl.store(out_ptr + offs, x / nrm, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.numel()
        s = torch.empty(1, device=x.device, dtype=torch.float32)
        out = torch.empty_like(x)
        sumsq_kernel[(1,)](x, s, n, BLOCK=1024)
        scale_kernel[(triton.cdiv(n, 1024),)](x, s, out, n, BLOCK=1024)
        return out
