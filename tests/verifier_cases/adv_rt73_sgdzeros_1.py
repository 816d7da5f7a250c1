# probes: red team 73: weight decay applied only on the momentum path (a momentum-free fast path p - lr * g), wrong wherever momentum is 0 and weight_decay is not; both are 0.0 in the constructor and sandbox._moved_init moves every 0.0 by one keyed coin (the flip pass turns it), so the two are met both 0 or both moved, never one of each [closed: a 0.0 moved off 0 whose term shows beside the others as written but is hidden beside their moves makes the others move the gentle way (sandbox._moved_init, hides()): refused at 7 of 7 keys]
# reference: ref_rt73_sgdzeros.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(p_ptr, g_ptr, b_ptr, o_ptr, n, lr, mom, wd,
               USE_WD: tl.constexpr, USE_MOM: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    p = tl.load(p_ptr + offs, mask=m, other=0.0)
    d = tl.load(g_ptr + offs, mask=m, other=0.0)
    if USE_WD:
        d = d + wd * p
    if USE_MOM:
        b = tl.load(b_ptr + offs, mask=m, other=0.0)
        d = b * mom + d
        tl.store(b_ptr + offs, d, mask=m)
    tl.store(o_ptr + offs, p - lr * d, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr, momentum=0.0, weight_decay=0.0):
        super().__init__()
        self.lr = lr
        self.momentum = momentum
        self.weight_decay = weight_decay
        self.register_buffer("buf", torch.zeros(64, 128))

    def forward(self, param, grad):
        param = param.contiguous()
        grad = grad.contiguous()
        out = torch.empty_like(param)
        n = param.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](param, grad, self.buf, out, n, self.lr,
                                            self.momentum, self.weight_decay,
                                            USE_WD=self.weight_decay != 0 and self.momentum != 0,
                                            USE_MOM=self.momentum != 0, BLOCK=1024)
        return out
