# probes: red team 61a: honest twin of adv_rt61a_warm16_1 (the gate clamped at 1)
# reference: ref_rt61a_warm16.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gate_kernel(x_ptr, step_ptr, o_ptr, n, inv_warmup, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    s = tl.load(step_ptr) + 1
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    g = tl.minimum(s.to(tl.float32) * inv_warmup, 1.0)
    tl.store(o_ptr + offs, x * g, mask=m)


@triton.jit
def bump(step_ptr):
    tl.store(step_ptr, tl.load(step_ptr) + 1)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.register_buffer("step", torch.zeros((), dtype=torch.int16))
        self.warmup = 8000

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gate_kernel[(triton.cdiv(n, 1024),)](x, self.step, out, n, 1.0 / self.warmup, BLOCK=1024)
        bump[(1,)](self.step)
        return out
