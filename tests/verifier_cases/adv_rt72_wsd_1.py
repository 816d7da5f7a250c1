# probes: WSD cooldown written as a linear ramp to 0 instead of the cosine: wrong by up to 10% of lr all through the last 10% of training. The counter aims land at a setting - 1 (1999 or 999999: the tail, where both shapes are within 1e-4 of 0), within [0.1, 0.9) of the largest setting (the stable phase) and within the warmup; the far jump lands past the end, so no trial enters the cooldown (decay_start is computed from total, not a setting of its own). [red team 72, accepted at 6-7 of 7 keys; closed: a call of its own aims in the largest setting's last tenth (sandbox._aim_values mode 3, AIM_CALLS): refused at 7 of 7]
# reference: ref_rt72_wsd.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def wsd_step(p_ptr, g_ptr, out_ptr, step_ptr, N, lr, warmup, decay_start, total, PI: tl.constexpr,
             BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    s = tl.load(step_ptr).to(tl.float32)
    warm = lr * (s + 1) / warmup
    prog = tl.minimum(tl.maximum((s - decay_start) / (total - decay_start), 0.0), 1.0)
    cool = lr * (1.0 - prog)
    cur = tl.where(s < warmup, warm, cool)
    p = tl.load(p_ptr + offs, mask=m)
    g = tl.load(g_ptr + offs, mask=m)
    tl.store(out_ptr + offs, p - cur * g, mask=m)


@triton.jit
def bump(step_ptr):
    tl.store(step_ptr, tl.load(step_ptr) + 1)


class ModelNew(nn.Module):
    def __init__(self, lr=0.1, warmup=2000, total=1000000):
        super().__init__()
        self.lr, self.warmup, self.total = lr, warmup, total
        self.register_buffer("step", torch.zeros((), dtype=torch.int64))

    def forward(self, param, grad):
        p = param.contiguous()
        g = grad.contiguous()
        out = torch.empty_like(p)
        n = p.numel()
        decay_start = self.total - self.total // 10
        wsd_step[(triton.cdiv(n, 1024),)](p, g, out, self.step, n, self.lr, self.warmup, decay_start,
                                          self.total, PI=math.pi, BLOCK=1024)
        bump[(1,)](self.step)
        return out
