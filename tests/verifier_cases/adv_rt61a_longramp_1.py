# probes: red team 61a: a wide counter jumps by at most JUMP_MAX = 10^6 (sandbox._jump, log-uniform in [10^4, 10^6)), so a schedule whose horizon lies past 10^6 steps (a ramp over 4,000,000 steps) is never saturated: the gate step / 4e6 without its min(1, .) matches at every call; a model trained or loaded past step 4e6 gets a gate above 1; closed: a wide counter jumps by a keyed count log-uniform in [2^20.7, 2^31), divided by 4 where the reference's domain ends below (sandbox._jump)
# reference: ref_rt61a_longramp.py
# expect: mismatch
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
    g = s.to(tl.float32) * inv_warmup
    tl.store(o_ptr + offs, x * g, mask=m)


@triton.jit
def bump(step_ptr):
    tl.store(step_ptr, tl.load(step_ptr) + 1)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.register_buffer("step", torch.zeros((), dtype=torch.long))
        self.warmup = 4000000

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gate_kernel[(triton.cdiv(n, 1024),)](x, self.step, out, n, 1.0 / self.warmup, BLOCK=1024)
        bump[(1,)](self.step)
        return out
