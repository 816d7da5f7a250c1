# probes: (closed in round 33, refused at 40 of 40 keys by the shifted trial's far draw with rows apart; 18 of 20 keys after round 31, 39 of 40 after round 32, where the exp elements that stay finite are rounding-bound, the whole output is compared for finiteness only and the far draws are dropped): one packed output [LayerNorm(x) | exp(Linear(x))]: the exp overflows at every large draw (far, near, plain), the only float output is tainted and non-finite, so the large trial is redrawn as written and the one-pass variance E[x^2]-E[x]^2 never meets inputs far from zero
# reference: ref_rt29_lnexp.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def head_kernel(x_ptr, w_ptr, b_ptr, lw_ptr, lb_ptr, out_ptr, N, eps, G: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    var = tl.sum(x * x, axis=0) / N - mean * mean      # one pass: cancels catastrophically
    y = (x - mean) / tl.sqrt(tl.maximum(var, 0.0) + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * (N + G) + cols, y * w + b, mask=mask)
    gs = tl.arange(0, G)
    lw = tl.load(lw_ptr + gs[:, None] * N + cols[None, :], mask=mask[None, :], other=0.0)
    z = tl.sum(x[None, :] * lw, axis=1) + tl.load(lb_ptr + gs)
    tl.store(out_ptr + row * (N + G) + N + gs, tl.exp(z))


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        self.log_scale = nn.Linear(dim, 8)

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty((rows, n + 8), device=x.device, dtype=x.dtype)
        head_kernel[(rows,)](x, self.ln.weight, self.ln.bias, self.log_scale.weight,
                             self.log_scale.bias, out, n, self.ln.eps, G=8,
                             BLOCK=triton.next_power_of_2(n))
        return out
