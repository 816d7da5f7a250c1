# reference: ref_layernorm.py
# Honest: a @triton.jit helper for the row statistics, tl.static_range over column chunks,
# tl.rsqrt, the nn.LayerNorm's own weight/bias and eps, a heuristics-derived EVEN flag.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_stats(x_ptr, row, N, CHUNKS: tl.constexpr, BLOCK: tl.constexpr):
    acc = tl.zeros((BLOCK,), tl.float32)
    acc2 = tl.zeros((BLOCK,), tl.float32)
    for c in tl.static_range(CHUNKS):
        cols = c * BLOCK + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
        acc += x
    mean = tl.sum(acc, axis=0) / N
    for c in tl.static_range(CHUNKS):
        cols = c * BLOCK + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
        d = tl.where(cols < N, x - mean, 0.0)
        acc2 += d * d
    var = tl.sum(acc2, axis=0) / N
    return mean, var


@triton.heuristics({"EVEN": lambda args: args["N"] % args["BLOCK"] == 0})
@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, eps, CHUNKS: tl.constexpr,
                     BLOCK: tl.constexpr, EVEN: tl.constexpr):
    row = tl.program_id(0)
    mean, var = row_stats(x_ptr, row, N, CHUNKS, BLOCK)
    rstd = tl.rsqrt(var + eps)
    for c in tl.static_range(CHUNKS):
        cols = c * BLOCK + tl.arange(0, BLOCK)
        if EVEN:
            x = tl.load(x_ptr + row * N + cols)
            w = tl.load(w_ptr + cols)
            b = tl.load(b_ptr + cols)
            tl.store(y_ptr + row * N + cols, (x - mean) * rstd * w + b)
        else:
            m = cols < N
            x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
            w = tl.load(w_ptr + cols, mask=m, other=0.0)
            b = tl.load(b_ptr + cols, mask=m, other=0.0)
            tl.store(y_ptr + row * N + cols, (x - mean) * rstd * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        with torch.no_grad():       # the reference's own init, same order: same weights
            self.ln.weight.uniform_(0.5, 1.5)
            self.ln.bias.uniform_(-0.5, 0.5)

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        BLOCK = 32
        layernorm_kernel[(M,)](x, self.ln.weight, self.ln.bias, y, N, self.ln.eps,
                               CHUNKS=triton.cdiv(N, BLOCK), BLOCK=BLOCK)
        return y
