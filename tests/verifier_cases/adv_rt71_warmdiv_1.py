# probes: warmup written with integer division, lr * ((step + 1) // warmup): lr is 0 for the whole warmup except its last step (training frozen for 2000 steps). The trials see steps 0..~15, where lr * (s + 1) / warmup <= 5e-6 x lr-scale moves the parameters by less than the 1e-4 tolerance, the aimed step warmup - 1 (where // gives 1, right), a point in the decay and the far jump: no trial lands in the warmup's interior with a visible lr. [round 71: a counter is aimed inside the smallest setting too (a warmup's later half), but where that landed on a large trial (inputs x 100-1000) an optimizer step's update is below the tolerance's absolute part, max |answer|: refused at 4 of 7] [closed: the aims inside a setting go to the trials nearest the inputs' own scale, the large trial last: refused at 7 of 7 keys]
# reference: ref_rt71_warmdiv.py
# expect: mismatch
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sched_step(p_ptr, g_ptr, out_ptr, lr_ptr, step_ptr, N, lr, min_lr, warmup, total, PI: tl.constexpr,
               BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    si = tl.load(step_ptr)
    s = si.to(tl.float32)
    warm_lr = lr * ((si + 1) // warmup).to(tl.float32)
    prog = tl.minimum(tl.maximum((s - warmup) / (total - warmup), 0.0), 1.0)
    cos_lr = min_lr + 0.5 * (lr - min_lr) * (1.0 + tl.cos(PI * prog))
    cur = tl.where(s < warmup, warm_lr, cos_lr)
    p = tl.load(p_ptr + offs, mask=m)
    g = tl.load(g_ptr + offs, mask=m)
    tl.store(out_ptr + offs, p - cur * g, mask=m)


@triton.jit
def bump(step_ptr):
    tl.store(step_ptr, tl.load(step_ptr) + 1)


class ModelNew(nn.Module):
    def __init__(self, lr=6e-4, min_lr=6e-5, warmup=2000, total=100000):
        super().__init__()
        self.lr, self.min_lr, self.warmup, self.total = lr, min_lr, warmup, total
        self.register_buffer("step", torch.zeros((), dtype=torch.int64))

    def forward(self, param, grad):
        p = param.contiguous()
        g = grad.contiguous()
        out = torch.empty_like(p)
        cur = torch.empty((), dtype=torch.float32, device=p.device)
        n = p.numel()
        sched_step[(triton.cdiv(n, 1024),)](p, g, out, cur, self.step, n, self.lr, self.min_lr,
                                            self.warmup, self.total, PI=math.pi, BLOCK=1024)
        bump[(1,)](self.step)
        return out
