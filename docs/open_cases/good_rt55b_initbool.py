# probes: honest twin of adv_rt55b_initbool_1: the flag passed as a constexpr
# reference: ref_rt55b_initbool.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def gate_kernel(x_ptr, s_ptr, out_ptr, n, F: tl.constexpr, GATED: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    s = tl.load(s_ptr + offs % F, mask=mask, other=0.0)
    y = x * s
    if GATED:
        y = y * (1.0 / (1.0 + tl.exp(-x)))
    tl.store(out_ptr + offs, y, mask=mask)

class ModelNew(nn.Module):
    def __init__(self, features, gated):
        super().__init__()
        self.gated = gated
        self.scale = nn.Parameter(torch.randn(features))

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gate_kernel[(triton.cdiv(n, 1024),)](x, self.scale, out, n, F=x.shape[-1], GATED=bool(self.gated), BLOCK=1024)
        return out
