# probes: honest twin (rt71 warmdiv's honest kernel with the accumulated gradient averaged): warmup lr * (s + 1) / warmup, then cosine, clamped.
# reference: ref_rt72_warmacc.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sched_step(p_ptr, g_ptr, out_ptr, lr_ptr, step_ptr, N, lr, min_lr, warmup, total, accum, PI: tl.constexpr,
               BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    s = tl.load(step_ptr).to(tl.float32)
    warm_lr = lr * (s + 1) / warmup
    prog = tl.minimum(tl.maximum((s - warmup) / (total - warmup), 0.0), 1.0)
    cos_lr = min_lr + 0.5 * (lr - min_lr) * (1.0 + tl.cos(PI * prog))
    cur = tl.where(s < warmup, warm_lr, cos_lr)
    p = tl.load(p_ptr + offs, mask=m)
    g = tl.load(g_ptr + offs, mask=m)
    tl.store(out_ptr + offs, p - cur * (g / accum), mask=m)


@triton.jit
def bump(step_ptr):
    tl.store(step_ptr, tl.load(step_ptr) + 1)


class ModelNew(nn.Module):
    def __init__(self, lr=1e-2, min_lr=1e-4, warmup=10000, total=1000000, accum_steps=8):
        super().__init__()
        self.lr, self.min_lr, self.warmup, self.total = lr, min_lr, warmup, total
        self.accum_steps = accum_steps
        self.register_buffer("step", torch.zeros((), dtype=torch.int64))

    def forward(self, param, grad):
        p = param.contiguous()
        g = grad.contiguous()
        out = torch.empty_like(p)
        cur = torch.empty((), dtype=torch.float32, device=p.device)
        n = p.numel()
        sched_step[(triton.cdiv(n, 1024),)](p, g, out, cur, self.step, n, self.lr, self.min_lr,
                                            self.warmup, self.total, self.accum_steps, PI=math.pi, BLOCK=1024)
        bump[(1,)](self.step)
        return out
