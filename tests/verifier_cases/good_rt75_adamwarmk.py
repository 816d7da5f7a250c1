# probes: red team 75 (false refusal): an honest Adam step kernel under a hand-written linear warmup, one step count on self named as the reference's (k) for both the warmup factor and the bias corrections [accepted: counts that move together at every call (k and Adam's state["step"]) jump by one keyed count, sandbox._lockstep]
# reference: ref_rt75_adamwarmk.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def adam_kernel(w_ptr, g_ptr, m_ptr, v_ptr, o_ptr, n, b1, b2, step_size, bc2_sqrt, eps,
                BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    m = tl.load(m_ptr + offs, mask=mask, other=0.0)
    v = tl.load(v_ptr + offs, mask=mask, other=0.0)
    m = b1 * m + (1.0 - b1) * g
    v = b2 * v + (1.0 - b2) * g * g
    denom = tl.sqrt(v) / bc2_sqrt + eps
    w = w - step_size * (m / denom)
    tl.store(m_ptr + offs, m, mask=mask)
    tl.store(v_ptr + offs, v, mask=mask)
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, lr, warmup):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("exp_avg", torch.zeros(64, 128))
        self.register_buffer("exp_avg_sq", torch.zeros(64, 128))
        self.lr = lr
        self.warmup = warmup
        self.k = 0

    def forward(self, grad):
        grad = grad.contiguous()
        lr = self.lr * min(1.0, (self.k + 1) / self.warmup)
        self.k += 1
        bc1 = 1.0 - 0.9 ** self.k
        bc2 = 1.0 - 0.999 ** self.k
        out = torch.empty_like(grad)
        n = grad.numel()
        adam_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.exp_avg, self.exp_avg_sq, out, n,
                                             0.9, 0.999, lr / bc1, math.sqrt(bc2), 1e-8, BLOCK=1024)
        return out
