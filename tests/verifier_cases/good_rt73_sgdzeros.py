# probes: red team 73: honest twin of adv_rt73_sgdzeros_1 (weight decay applied with or without momentum)
# reference: ref_rt73_sgdzeros.py
# expect: ok
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
                                            USE_WD=self.weight_decay != 0,
                                            USE_MOM=self.momentum != 0, BLOCK=1024)
        return out
