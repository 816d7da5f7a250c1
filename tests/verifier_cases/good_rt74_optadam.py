# probes: red team 74 (false refusal): an honest Adam step kernel (moments in buffers __init__ built as zeros, a step count on self, bias corrections as torch.optim.Adam computes them); the reference keeps its state inside a torch.optim object, which sandbox._containers does not walk [a false refusal at 7 of 7 keys (the reference itself failed); accepted at 7 of 7 since a discarded attempt puts back a torch optimiser's state too (sandbox._containers walks torch.optim's own classes)]
# reference: ref_rt74_optadam.py
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
    m = m + (g - m) * (1.0 - b1)
    v = v * b2 + (1.0 - b2) * g * g
    denom = tl.sqrt(v) / bc2_sqrt + eps
    w = w - step_size * (m / denom)
    tl.store(m_ptr + offs, m, mask=mask)
    tl.store(v_ptr + offs, v, mask=mask)
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, lr):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.lr = lr
        self.b1 = 0.9
        self.b2 = 0.999
        self.eps = 1e-8
        self.register_buffer("exp_avg", torch.zeros(64, 128))
        self.register_buffer("exp_avg_sq", torch.zeros(64, 128))
        self.step = 0

    def forward(self, grad):
        grad = grad.contiguous()
        self.step += 1
        bc1 = 1.0 - self.b1 ** self.step
        bc2 = 1.0 - self.b2 ** self.step
        out = torch.empty_like(grad)
        n = grad.numel()
        adam_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.exp_avg, self.exp_avg_sq, out, n,
                                             self.b1, self.b2, self.lr / bc1, math.sqrt(bc2), self.eps,
                                             BLOCK=1024)
        return out
