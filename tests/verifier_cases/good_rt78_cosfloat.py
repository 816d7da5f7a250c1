# probes: honest: the float step buffer incremented and the cosine rate computed from it in the kernel (large jumped float counts: its rounding covered by the state-response slack)
# reference: ref_rt78_cosfloat.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cos_step_kernel(g_ptr, step_ptr, out_ptr, n, lr, eta_min, T, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    s = tl.load(step_ptr) + 1.0
    if pid == 0:
        tl.store(step_ptr, s)
    rate = eta_min + (lr - eta_min) * 0.5 * (1.0 + tl.cos(3.141592653589793 * s / T))
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    g = tl.load(g_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, -rate * g, mask=m)


class ModelNew(nn.Module):
    def __init__(self, lr, T, eta_min):
        super().__init__()
        self.lr = lr
        self.T = T
        self.eta_min = eta_min
        self.register_buffer("step", torch.zeros(1))

    def forward(self, grad):
        grad = grad.contiguous()
        out = torch.empty_like(grad)
        n = grad.numel()
        # one program: the step is read and written once
        cos_step_kernel[(1,)](grad, self.step, out, n, self.lr, self.eta_min, float(self.T), BLOCK=triton.next_power_of_2(n))
        return out
