# probes: one-pass variance E[x^2]-E[x]^2 in the LayerNorm output; a SEPARATE second output, sin(Linear(x)) (Fourier features), is rounding-bound at the far/near draws, and a far draw is kept only if EVERY output is near, so the LayerNorm never meets inputs far from zero
# reference: ref_rt30_lnfourier.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def head_kernel(x_ptr, w_ptr, b_ptr, pw_ptr, pb_ptr, out_ptr, proj_ptr, N, M, eps,
                BLOCK: tl.constexpr, BM: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    mean = tl.sum(x, axis=0) / N
    var = tl.sum(x * x, axis=0) / N - mean * mean
    y = (x - mean) / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * N + cols, y * w + b, mask=mask)
    outs = tl.arange(0, BM)
    om = outs < M
    pw = tl.load(pw_ptr + outs[:, None] * N + cols[None, :], mask=om[:, None] & mask[None, :], other=0.0)
    p = tl.sum(pw * x[None, :], axis=1) + tl.load(pb_ptr + outs, mask=om, other=0.0)
    tl.store(proj_ptr + row * M + outs, tl.sin(p), mask=om)


class ModelNew(nn.Module):
    def __init__(self, dim, out_dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        self.proj = nn.Linear(dim, out_dim)

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        m = self.proj.weight.shape[0]
        out = torch.empty_like(x)
        p = torch.empty(rows, m, dtype=x.dtype, device=x.device)
        head_kernel[(rows,)](x, self.ln.weight, self.ln.bias, self.proj.weight, self.proj.bias,
                             out, p, n, m, self.ln.eps,
                             BLOCK=triton.next_power_of_2(n), BM=triton.next_power_of_2(m))
        return out, p
