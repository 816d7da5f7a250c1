# probes: OPEN: red team 52a: 1-D F.normalize with its clamp max(||x||, eps) at eps = 0.5 where torch's is 1e-12: any vector with norm below 0.5 (a small embedding, a gradient, a residual) is scaled by 1/0.5, not 1/||x||. The small trial's first try zeroes a 1-D tensor whole (sandbox._zero_sets, whole=True); the reference is finite there, so that zero draw IS the small trial and a 1-D input never meets a small nonzero magnitude; the next-smallest trial, shifted at s >= 0.1, keeps ||x|| >= ~6 for randn(4096). Only the clamp's presence is tested, never its value
# reference: ref_rt52a_normeps1d.py (copy of tests/verifier_cases/ref_rt45a_l2norm1d.py)
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
    nrm = tl.maximum(tl.sqrt(tl.load(s_ptr)), 0.5)
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
