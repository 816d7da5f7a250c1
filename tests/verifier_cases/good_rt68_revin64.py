# honest twin: RevIN in float64, two-pass statistics over time per (series, channel)
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
    mean = tl.sum(x, axis=0) / T
    d = tl.where(m, x - mean[None, :], 0.0)
    var = tl.sum(d * d, axis=0) / T
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
