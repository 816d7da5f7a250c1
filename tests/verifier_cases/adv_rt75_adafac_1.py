# probes: red team 75 (cheat): the Adafactor step kernel with the relative step size taken as lr alone (the min with 1/sqrt(t) dropped: wrong once t > 1/lr^2 = 1e4 steps); torch.optim's own step count (a tensor in the optimiser's lazily made state) is never jumped or aimed by the verifier (sandbox._module_numbers reads Python numbers in module dicts; round 73's lazystep covered Python numbers only), so the ~10 checked calls never reach it [closed: a one-element tensor in an optimiser's state, state["step"], is a counter (sandbox._module_numbers, _num_read), jumped as the candidate's self.step is]
# reference: ref_rt75_adafac.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def adafactor_kernel(w_ptr, g_ptr, v_ptr, o_ptr, n, omb, rho, eps1sq, eps2, d, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    w = tl.load(w_ptr + offs, mask=mask, other=0.0)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0)
    v = tl.load(v_ptr + offs, mask=mask, other=0.0)
    rms_w = tl.sqrt(tl.sum(w * w, axis=0) / n)
    alpha = tl.maximum(rms_w, eps2) * rho
    g2 = g * g
    v = g2 - (g2 - v) * (1.0 - omb)
    u = g * tl.rsqrt(tl.maximum(v, eps1sq))
    u = tl.where(mask, u, 0.0)
    rms_u = tl.sqrt(tl.sum(u * u, axis=0) / n)
    denom = tl.maximum(rms_u / d, 1.0)
    w = w - (alpha / denom) * u
    tl.store(v_ptr + offs, v, mask=mask)
    tl.store(w_ptr + offs, w, mask=mask)
    tl.store(o_ptr + offs, w, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, size):
        super().__init__()
        self.bias = nn.Parameter(torch.randn(size) * 0.02)
        self.register_buffer("variance", torch.zeros(size))
        self.lr = 1e-2
        self.step = 0

    def forward(self, grad):
        grad = grad.contiguous()
        self.step += 1
        omb = float(self.step) ** -0.8
        rho = self.lr
        out = torch.empty_like(grad)
        n = grad.numel()
        adafactor_kernel[(1,)](self.bias, grad, self.variance, out, n, omb, rho,
                               1.1920928955078125e-07 ** 2, 1e-3, 1.0,
                               BLOCK=triton.next_power_of_2(n))
        return out
