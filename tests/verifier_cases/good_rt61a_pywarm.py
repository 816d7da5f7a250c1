# probes: red team 61a: honest twin of adv_rt61a_pywarm_1 (the gate clamped at 1)
# reference: ref_rt61a_pywarm.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gate_kernel(x_ptr, o_ptr, n, step, inv_warmup, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    g = tl.minimum(step * inv_warmup, 1.0)
    tl.store(o_ptr + offs, x * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.step = 0
        self.warmup = 2000

    def forward(self, x):
        self.step += 1
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gate_kernel[(triton.cdiv(n, 1024),)](x, out, n, self.step, 1.0 / self.warmup, BLOCK=1024)
        return out
