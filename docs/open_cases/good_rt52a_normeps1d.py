# probes: correct (red team 52a, twin of adv_rt52a_normeps1d_1; a copy of tests/verifier_cases/good_rt45a_l2norm1d.py): clamp at torch's 1e-12
# reference: ref_rt52a_normeps1d.py
# expect: ok
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
    nrm = tl.maximum(tl.sqrt(tl.load(s_ptr)), 1e-12)
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
