# reference: ref_rt17_rmsnorm64.py
# Honest: float64 RMSNorm with its weight (perturbed by the verifier), one row per program.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rms_kernel(x_ptr, w_ptr, y_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    w = tl.load(w_ptr + offs, mask=m, other=0.0)
    ms = tl.sum(x * x, axis=0) / N
    r = 1.0 / tl.sqrt(ms + eps)
    tl.store(y_ptr + row * N + offs, x * r * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d, dtype=torch.float64))
        self.eps = 1e-6

    def forward(self, x):
        x = x.contiguous()
        R, N = x.shape
        y = torch.empty_like(x)
        rms_kernel[(R,)](x, self.weight, y, N, self.eps, BLOCK=triton.next_power_of_2(N))
        return y
