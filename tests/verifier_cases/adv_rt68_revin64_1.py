# probes: red team 68 (closed: float64 inputs' far draws go 100x as far, sandbox.FP64_FAR): float64 RevIN (instance normalisation of a time series over time) whose kernel takes the variance in ONE pass, E[x^2] - E[x]^2, 'since float64 has digits to spare': it loses 2 log10(|mean| / std) of float64's 16 digits, so a series far from zero relative to its spread (Unix timestamps or epochs in seconds, coordinates in metres, Kelvin temperatures or prices over a short window: 1e4-1e8 deviations out) gets 1e-8 relative error up to garbage and NaN (a negative variance). The far draws (sandbox._far_offsets: 70-110 deviations at the large trial, 150-250 at the shifted ones, rows apart) go as far for float64 as for float32 (only float16 gets FP16_FAR = 10x), and 250 deviations cost float64 ~5 digits, ~1e-11, inside reward's float64 tol 1e-9
# reference: ref_rt68_revin64.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def revin_kernel(x_ptr, w_ptr, b_ptr, out_ptr, T, C, eps,
                 BLOCK_T: tl.constexpr, BLOCK_C: tl.constexpr):
    pid = tl.program_id(0)
    t = tl.arange(0, BLOCK_T)
    c = tl.arange(0, BLOCK_C)
    m = (t[:, None] < T) & (c[None, :] < C)
    base = pid * T * C
    x = tl.load(x_ptr + base + t[:, None] * C + c[None, :], mask=m, other=0.0)
    # one pass: both sums in a single sweep (float64 has digits to spare for E[x^2] - E[x]^2)
    mean = tl.sum(x, axis=0) / T
    var = tl.sum(x * x, axis=0) / T - mean * mean
    d = tl.where(m, x - mean[None, :], 0.0)
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + c, mask=c < C, other=0.0)
    b = tl.load(b_ptr + c, mask=c < C, other=0.0)
    y = d * rstd[None, :] * w[None, :] + b[None, :]
    tl.store(out_ptr + base + t[:, None] * C + c[None, :], y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_features, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.affine_weight = nn.Parameter(torch.ones(num_features, dtype=torch.float64))
        self.affine_bias = nn.Parameter(torch.zeros(num_features, dtype=torch.float64))

    def forward(self, x):
        x = x.contiguous()
        B, T, C = x.shape
        out = torch.empty_like(x)
        revin_kernel[(B,)](x, self.affine_weight, self.affine_bias, out, T, C, self.eps,
                           BLOCK_T=triton.next_power_of_2(T), BLOCK_C=triton.next_power_of_2(C))
        return out
