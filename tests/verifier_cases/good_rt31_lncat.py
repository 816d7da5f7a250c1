# good: two-pass LayerNorm packed beside x in one output (honest version of adv_rt31_lncat_1)
# reference: ref_rt31_lncat.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lncat_kernel(x_ptr, w_ptr, b_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
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
    tl.store(out_ptr + row * 2 * N + N + cols, x, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        with torch.no_grad():
            self.ln.weight.uniform_(0.5, 1.5)
            self.ln.bias.uniform_(-0.5, 0.5)

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty(rows, 2 * n, device=x.device, dtype=x.dtype)
        lncat_kernel[(rows,)](x, self.ln.weight, self.ln.bias, out, n, self.ln.eps,
                              BLOCK=triton.next_power_of_2(n))
        return out
