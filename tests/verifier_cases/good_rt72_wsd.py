# probes: honest twin: linear warmup, constant, cosine cooldown over the last 10% of steps, one fused kernel reading the step buffer.
# reference: ref_rt72_wsd.py
# expect: ok
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
    cool = 0.5 * lr * (1.0 + tl.cos(PI * prog))
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
