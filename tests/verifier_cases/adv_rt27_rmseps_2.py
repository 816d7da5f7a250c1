# probes: RMSNorm with no eps at all (the reference adds torch.finfo(float32).eps): the 0.001x trial, which should tell a norm without its eps, compares only finiteness because the float64 twin uses float64 eps
# reference: ref_rt27_rmsnorm.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rms_kernel(x_ptr, w_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
    ms = tl.sum(x * x, axis=0) / N
    r = 1.0 / tl.sqrt(ms)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * N + cols, x * r * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden))

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-1]
        M = x.numel() // N
        y = torch.empty_like(x)
        rms_kernel[(M,)](x, self.weight, y, N, BLOCK=triton.next_power_of_2(N))
        return y
