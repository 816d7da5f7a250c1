# good: RevIN (normed, mean, std) as three outputs, two-pass variance
# reference: ref_rt32_revin3.py
# expect: ok
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
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
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
        return y, m, s
