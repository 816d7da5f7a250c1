# probes: every trial shifts a tensor by ONE offset (the far draw adds far*sd to all rows alike; the scaled trial scales rows but never shifts them), so a one-pass variance E[(x-c)^2]-E[x-c]^2 with ONE pivot c for the whole tensor (its global mean, a first kernel pass) is accurate at every trial, yet loses every digit on a row whose mean is far from c (x[b] = 1000*b + noise)
# reference: ref_rt33_lnpivot.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def global_mean_kernel(x_ptr, c_ptr, T, BLOCK: tl.constexpr):
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for start in range(0, T, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + offs, mask=offs < T, other=0.0)
    tl.store(c_ptr, tl.sum(acc, axis=0) / T)


@triton.jit
def ln_kernel(x_ptr, c_ptr, w_ptr, b_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    c = tl.load(c_ptr)                                  # one pivot for the whole tensor
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    d = tl.where(mask, x - c, 0.0)
    m1 = tl.sum(d, axis=0) / N
    var = tl.sum(d * d, axis=0) / N - m1 * m1          # one pass, shifted by c
    mean = m1 + c
    y = (x - mean) / tl.sqrt(tl.maximum(var, 0.0) + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    tl.store(out_ptr + row * N + cols, y * w + b, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.ln = nn.LayerNorm(features)

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        out = torch.empty_like(x)
        c = torch.empty(1, device=x.device, dtype=x.dtype)
        global_mean_kernel[(1,)](x, c, x.numel(), BLOCK=1024)
        ln_kernel[(x.numel() // N,)](x, c, self.ln.weight, self.ln.bias, out, N, self.ln.eps,
                                     BLOCK=triton.next_power_of_2(N))
        return out
