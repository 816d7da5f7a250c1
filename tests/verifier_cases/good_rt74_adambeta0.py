# probes: red team 74 (false refusal): an honest Adam step kernel, first moment as the lerp m + (g - m)(1 - b1) (torch's own lerp formula below weight 0.5); at the constructed beta1 = 0.0 torch's lerp_ gives exactly g, this gives g within half an ulp of the previous call's m, and after a large trial (m ~ 1e4) the normal call's state comparison (tol 0.01 x (|ref| + state scale ~6e-3)) refuses that rounding [closed: an element of a state compared after call k may also be off by two ulps of what it held before the call (reward._state_mismatch); accepted at 6 of 7 keys; OPEN at key 02, refused at call 0 on the weight: the kernel takes 1 - b1 in float32 where the reference takes it in double, and the moved b1 is near 1]
# reference: ref_rt74_adambeta0.py
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
    def __init__(self, lr, betas, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.lr = lr
        self.b1 = betas[0]
        self.b2 = betas[1]
        self.eps = eps
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
