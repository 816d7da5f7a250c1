# probes: red team 25 (perturbation fallback): keyed p makes y ** p NaN at negative y on every draw, so _reference_job reruns the whole model unperturbed, and LayerNorm's ones/zeros and p = 2 can all be ignored (constants in the kernel)
# reference: ref_rt25_lnpow.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ln_sq_kernel(x_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * N + c, mask=c < N, other=0.0)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(c < N, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    y = xc / tl.sqrt(var + eps)
    tl.store(y_ptr + r * N + c, y * y, mask=c < N)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.p = nn.Parameter(torch.tensor(2.0))

    def forward(self, x):
        M, N = x.shape
        y = torch.empty_like(x)
        ln_sq_kernel[(M,)](x.contiguous(), y, N, 1e-5, BLOCK=triton.next_power_of_2(N))
        return y
