# probes: red team 77: honest SGD step kernel under OneCycleLR, the rate in closed form from its own count self.last_epoch (torch's two cosine phases); refused at 7 of 7 keys when a jump left the reference's rate as it was [accepted: sandbox._resync sets the rate from OneCycleLR's get_lr, which reads last_epoch alone]
# reference: ref_rt77_onecycle.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sgd_kernel(w_ptr, g_ptr, o_ptr, n, lr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    w = w - lr * g
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


def cos_anneal(start, end, pct):
    return end + (start - end) / 2.0 * (math.cos(math.pi * pct) + 1)


class ModelNew(nn.Module):
    def __init__(self, max_lr, total_steps):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.max_lr = max_lr
        self.total_steps = total_steps
        self.last_epoch = 0

    def rate(self, t):
        init = self.max_lr / 25.0
        low = init / 1e4
        p1 = float(0.3 * self.total_steps) - 1
        p2 = self.total_steps - 1
        if t <= p1:
            return cos_anneal(init, self.max_lr, t / p1)
        return cos_anneal(self.max_lr, low, (t - p1) / (p2 - p1))

    def forward(self, grad):
        grad = grad.contiguous()
        lr = self.rate(self.last_epoch)
        out = torch.empty_like(grad)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, out, n, float(lr), BLOCK=1024)
        self.last_epoch += 1
        return out
