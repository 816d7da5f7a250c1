# probes: red team 75 (cheat): an SGD-with-momentum step kernel that ignores the cosine annealing (constant learning rate); the reference's step count is CosineAnnealingLR's last_epoch, which the verifier's counter jump/aims never move (an lr_scheduler object is neither a module nor a walked dict), and over the ~10 checked calls of a 2000-step schedule the rate moves by ~3e-4 of itself, below the tolerance [closed: a scheduler's last_epoch is a counter (sandbox._module_numbers), aimed near T_max and jumped, its rates set from its closed form after (sandbox._resync)]
# reference: ref_rt75_cosanneal.py
# expect: mismatch
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
    def __init__(self, lr, momentum, t_max, eta_min):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(64, 128) * 0.02)
        self.register_buffer("momentum_buffer", torch.zeros(64, 128))
        self.lr = lr
        self.momentum = momentum
        self.t_max = t_max
        self.eta_min = eta_min
        self.last_epoch = 0

    def forward(self, grad):
        grad = grad.contiguous()
        lr = self.lr
        out = torch.empty_like(grad)
        n = grad.numel()
        sgd_kernel[(triton.cdiv(n, 1024),)](self.weight, grad, self.momentum_buffer, out, n,
                                            float(lr), float(self.momentum), BLOCK=1024)
        self.last_epoch += 1
        return out
