# Correct candidate for ref_layernorm_plain: its own weight and bias (declared bias first), and
# persistent buffers (1/N and a column gain of ones) that the kernel reads as well.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, g_ptr, inv_n_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    inv_n = tl.load(inv_n_ptr)
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) * inv_n
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) * inv_n
    y = d / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0) * tl.load(g_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * N + cols, y * w + b, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.bias = nn.Parameter(torch.zeros(dim))
        self.weight = nn.Parameter(torch.ones(dim))
        self.register_buffer("gain", torch.ones(dim))
        self.register_buffer("inv_n", torch.full((1,), 1.0 / dim))
        self.eps = 1e-5

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty_like(x)
        layernorm_kernel[(rows,)](x, self.weight, self.bias, self.gain, self.inv_n, out, n,
                                  self.eps, BLOCK=triton.next_power_of_2(n))
        return out
