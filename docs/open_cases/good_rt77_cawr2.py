# probes: red team 77 (false refusal): honest twin keeping T_cur (the scheduler's own name) as torch does (T_cur += 1, minus T_0 when it reaches T_0) [OPEN at 7 of 7 keys: T_cur, found by its name, jumps with last_epoch by one keyed count (sandbox._lockstep) past T_0, where the reference's is set back within its cycle (sandbox._resync); a count derived from another is jumped as a count of its own]
# reference: ref_rt77_cawr.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(w_ptr, g_ptr, b_ptr, o_ptr, n, lr, momentum, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    b = b * momentum + g
    w = w - lr * b
    tl.store(b_ptr + offs, b, mask=mask)
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, lr, momentum, T_0, eta_min):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("momentum_buffer", torch.zeros(64, 128))
        self.lr = lr
        self.momentum = momentum
        self.T_0 = T_0
        self.eta_min = eta_min
        self.T_cur = 0

    def forward(self, grad):
        grad = grad.contiguous()
        t = self.T_cur
        lr = self.eta_min + (self.lr - self.eta_min) * (1 + math.cos(math.pi * t / self.T_0)) / 2
        out = torch.empty_like(grad)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.momentum_buffer, out, n,
                                            float(lr), float(self.momentum), BLOCK=1024)
        self.T_cur += 1
        if self.T_cur >= self.T_0:
            self.T_cur -= self.T_0
        return out
