# probes: OPEN: red team 61a: adv_rt60a_warmup_1 on an int16 step counter with a warmup of 8000 steps: a narrow integer counter jumps by at most an eighth of its range (sandbox._jump: top 2^(bits-3) = 4096 for int16, 16 for int8), so the step never passes ~4100 + the calls and the gate step / 8000 without its min(1, .) is never wrong; a model loaded or run past step 8000 gets a gate above 1; open: (partly refused, 5 keys of 6) an int16 counter jumps by U[top / 8, top), past 8,000 at about 86 % of keys (sandbox._jump)
# reference: ref_rt61a_warm16.py
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
        self.register_buffer("step", torch.zeros((), dtype=torch.int16))
        self.warmup = 8000

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gate_kernel[(triton.cdiv(n, 1024),)](x, self.step, out, n, 1.0 / self.warmup, BLOCK=1024)
        bump[(1,)](self.step)
        return out
