# probes: honest twin of adv_rt30_lnsincat_1: a two-pass LayerNorm packed with sin(30 x) in one output (the sine elements are rounding-bound far from zero; the LayerNorm elements are compared in full)
# reference: ref_rt30_lnsincat.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def head_kernel(x_ptr, w_ptr, b_ptr, out_ptr, sin_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    y = (x - mean) / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * 2 * N + cols, y * w + b, mask=mask)
    tl.store(out_ptr + row * 2 * N + N + cols, tl.sin(30.0 * x), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty(rows, 2 * n, dtype=x.dtype, device=x.device)
        s = out
        head_kernel[(rows,)](x, self.ln.weight, self.ln.bias, out, s, n, self.ln.eps,
                             BLOCK=triton.next_power_of_2(n))
        return out
