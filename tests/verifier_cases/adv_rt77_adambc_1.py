# probes: red team 77 (cheat): Adam step kernel that drops both bias corrections once the step passes 100 (off by up to ~3x until step ~7000); the reference's only settings are floats, so no count was ever aimed, and a float32 state["step"] jumps past 2^16 [closed: the horizon 1 / (1 - b) of each decay b in [0.75, 1) is a setting (sandbox._aim_marks: Adam's betas give 10 and 1000), aimed near]
# reference: ref_rt77_adambc.py
# expect: mismatch
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
        bc1 = 1.0 - self.b1 ** self.step if self.step <= 100 else 1.0
        bc2 = 1.0 - self.b2 ** self.step if self.step <= 100 else 1.0
        out = torch.empty_like(grad)
        n = grad.numel()
        adam_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.exp_avg, self.exp_avg_sq, out, n,
                                             self.b1, self.b2, self.lr / bc1, math.sqrt(bc2), self.eps,
                                             BLOCK=1024)
        return out
