# probes: red team 60a: a counter (_jump) moves a wide integer by a keyed count in [1, 1000) from its constructed value, so a step count never passes about 1000 + the call count: a warmup gate min(1, step / 2000) is computed without its min (step / 2000 alone), right for every step below 2000 and wrong (the gate keeps growing, x3 at step 6000) for any model loaded or run past its warmup; closed: a counter jumps by a keyed count log-uniform in [top^(2/3), top) (top 10^6 for a wide integer or a float, an eighth of a narrow integer's range), divided by 4 until the reference's forward, with room for the calls still to come, stays in its domain (sandbox._jump, _jump_level)
# reference: ref_rt60a_warmup.py
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
        self.warmup = 2000

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        gate_kernel[(triton.cdiv(n, 1024),)](x, self.step, out, n, 1.0 / self.warmup, BLOCK=1024)
        bump[(1,)](self.step)
        return out
