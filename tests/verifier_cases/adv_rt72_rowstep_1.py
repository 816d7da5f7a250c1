# probes: rt70 cosmid on a per-parameter step vector: the cosine decay written as a linear one (off by up to ~10% of lr through the whole decay). sandbox._aim_values aims one-element counters only (`ones`), so a step counter of several elements is never set inside the schedule: it runs 0 to ~20 (the warmup, right) and then jumps past `total` (_jump, >= 2^20.7), where both give min_lr. [red team 72, accepted at 6-7 of 7 keys; closed: counters of several elements are aimed, every element (sandbox._aim_values): refused at 7 of 7]
# reference: ref_rt72_rowstep.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rows_step(p_ptr, g_ptr, out_ptr, steps_ptr, N, lr, min_lr, warmup, total, PI: tl.constexpr,
              BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    si = tl.load(steps_ptr + row)
    s = si.to(tl.float32)
    warm_lr = lr * (s + 1) / warmup
    prog = tl.minimum(tl.maximum((s - warmup) / (total - warmup), 0.0), 1.0)
    cos_lr = min_lr + (lr - min_lr) * (1.0 - prog)
    cur = tl.where(s < warmup, warm_lr, cos_lr)
    p = tl.load(p_ptr + row * N + offs, mask=m)
    g = tl.load(g_ptr + row * N + offs, mask=m)
    tl.store(out_ptr + row * N + offs, p - cur * g, mask=m)


@triton.jit
def bump(steps_ptr, P, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < P
    tl.store(steps_ptr + offs, tl.load(steps_ptr + offs, mask=m) + 1, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n_params=8, lr=0.1, min_lr=1e-3, warmup=2000, total=1000000):
        super().__init__()
        self.lr, self.min_lr, self.warmup, self.total = lr, min_lr, warmup, total
        self.register_buffer("steps", torch.zeros(n_params, dtype=torch.int64))

    def forward(self, params, grads):
        p = params.contiguous()
        g = grads.contiguous()
        out = torch.empty_like(p)
        P, N = p.shape
        rows_step[(P,)](p, g, out, self.steps, N, self.lr, self.min_lr, self.warmup, self.total,
                        PI=math.pi, BLOCK=triton.next_power_of_2(N))
        bump[(1,)](self.steps, P, BLOCK=triton.next_power_of_2(P))
        return out
