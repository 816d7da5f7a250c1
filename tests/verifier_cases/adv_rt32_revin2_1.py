# probes: RevIN returning (normed, mean) as two outputs: at the far draw the mean output is compared in full (so the draw is kept), the normed output moves under the nudge of the mean's result and was held to ROUNDING_SLACK x the whole nudge's move (8 float32 steps: bound ~1.4e-3); a one-pass variance E[x^2]-E[x]^2 is off by 3e-4..7e-4 of (|ref|+max) there and passed. Refused since the bound takes the nudge per float32 step (~2-3e-4) and is applied with the absolute part it was measured with
# reference: ref_rt32_revin2.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def revin_kernel(x_ptr, w_ptr, b_ptr, y_ptr, m_ptr, s_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    var = tl.maximum(tl.sum(x * x, axis=0) / N - mean * mean, 0.0)      # one pass
    std = tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    y = (x - mean) / std * w + b
    tl.store(y_ptr + row * N + cols, y, mask=mask)
    tl.store(m_ptr + row, mean)
    tl.store(s_ptr + row, std)


class ModelNew(nn.Module):
    def __init__(self, dim, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))
        self.bias = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        y = torch.empty_like(x)
        m = torch.empty(rows, 1, device=x.device, dtype=x.dtype)
        s = torch.empty(rows, 1, device=x.device, dtype=x.dtype)
        revin_kernel[(rows,)](x, self.weight, self.bias, y, m, s, n, self.eps,
                              BLOCK=triton.next_power_of_2(n))
        return y, m
