# probes: red team 72's false refusal (mismatch at 7 of 7 keys; accepted at 7 of 7 since Python numbers in a plain dict attribute are restored after the reference's discarded attempts): an exact honest warmup+cosine SGD kernel whose step is a Python int in a state dict (torch.optim's pre-1.12 state['step']); sandbox._restorer restores only modules' own plain numbers (_module_numbers), so the reference's discarded and probe runs advance its dict counter ahead of the candidate's (errors 0.7-4.8 at trials 2-6). With self.step = 0 on the module it is accepted (ctl/good_ctl_pystep.py).
# reference: ref_rt72_dictstep.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit(do_not_specialize=["step"])
def sched_step(p_ptr, g_ptr, out_ptr, step, N, lr, min_lr, warmup, total, PI: tl.constexpr,
               BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < N
    s = step.to(tl.float32)
    warm_lr = lr * (s + 1) / warmup
    prog = tl.minimum((s - warmup) / (total - warmup), 1.0)
    cos_lr = min_lr + 0.5 * (lr - min_lr) * (1.0 + tl.cos(PI * prog))
    cur = tl.where(s < warmup, warm_lr, cos_lr)
    p = tl.load(p_ptr + offs, mask=m)
    g = tl.load(g_ptr + offs, mask=m)
    tl.store(out_ptr + offs, p - cur * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr=0.1, min_lr=1e-3, warmup=500, total=20000):
        super().__init__()
        self.lr, self.min_lr, self.warmup, self.total = lr, min_lr, warmup, total
        self.state = {"step": 0}

    def forward(self, param, grad):
        p = param.contiguous()
        g = grad.contiguous()
        out = torch.empty_like(p)
        n = p.numel()
        s = self.state["step"]
        sched_step[(triton.cdiv(n, 1024),)](p, g, out, s, n, self.lr, self.min_lr, self.warmup,
                                            self.total, PI=math.pi, BLOCK=1024)
        self.state["step"] = s + 1
        return out
