# probes: rt70 cosmid again: the cosine decay written as a linear one (wrong by up to ~10% of lr through the decay). The step is a Python int in a dict attribute: sandbox._module_numbers reads only modules' own __dict__, so it is no counter (reads["numbers"]): never jumped (_py_jump), never aimed (_aim_values), and the trials see steps 0 to ~20 of the warmup only. [LATENT: today refused at 7 of 7 keys only because the reference's dict counter runs ahead (see good_rt72_dictstep); it passes once the restore covers dicts unless the counter is also jumped and aimed] [red team 72, accepted at 6-7 of 7 keys; closed: Python numbers one level down in a plain dict attribute are restored, jumped and aimed (sandbox._module_numbers): refused at 7 of 7]
# reference: ref_rt72_dictstep.py
# expect: mismatch
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
    cos_lr = min_lr + (lr - min_lr) * (1.0 - prog)
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
