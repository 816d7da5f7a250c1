# probes: red team 73: weight decay applied only on the momentum path (a momentum-free fast path p - lr * g), wrong wherever momentum is 0 and weight_decay is not; both are 0.0 in the constructor and sandbox._moved_init moves every 0.0 by one keyed coin (the flip pass turns it), so the two are met both 0 or both moved, never one of each [OPEN at 3 of 7 keys: each 0.0 has a coin of its own and an evaluation with several makes four passes (every coin turned, every other one from the first, from the second), so momentum 0.0 meets a moved weight decay at every key: refused at 4 of 7 (01, 02, 03, 05); at the rest the pass that meets it moves the learning rate down 1-3 decades, as an eps, and the weight decay's term, lr x wd x param, falls below the tolerance (_moved_init's hides() asks only of the floats whose terms the numbers as written show, and a 0.0's shows nothing)]
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
