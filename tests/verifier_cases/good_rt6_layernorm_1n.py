# Correct candidate for ref_layernorm_plain: LayerNorm whose affine weight and bias are declared
#   as (1, N) parameters (a broadcast-friendly shape) instead of nn.LayerNorm's (N,), ones and
#   zeros as the reference's, read by the kernel. (Red team 6's good_2: refused as a mismatch
#   while constant parameters paired by exact shape only, so these kept their ones and zeros.)
# reference: ref_layernorm_plain.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    y = d / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * N + cols, y * w + b, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(1, dim))
        self.bias = nn.Parameter(torch.zeros(1, dim))
        self.eps = 1e-5

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty_like(x)
        layernorm_kernel[(rows,)](x, self.weight, self.bias, out, n, self.eps,
                                  BLOCK=triton.next_power_of_2(n))
        return out
