# good: two-pass LayerNorm in fp32 registers on float16 data
# reference: ref_rt33_halfln.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ln_kernel(x_ptr, w_ptr, b_ptr, out_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / N
    y = d / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * N + cols, (y * w + b).to(tl.float16), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.ln = nn.LayerNorm(features).half()

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        out = torch.empty_like(x)
        ln_kernel[(x.numel() // N,)](x, self.ln.weight, self.ln.bias, out, N, self.ln.eps,
                                     BLOCK=triton.next_power_of_2(N))
        return out
