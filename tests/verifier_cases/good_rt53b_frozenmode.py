# probes: red team 53b: honest twin of adv_rt53b_frozenmode_1: normalize's clamp in every mode
# reference: ref_rt53b_frozenmode.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def l2norm_kernel(x_ptr, b_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=0.0)
    nrm = tl.maximum(tl.sqrt(tl.sum(x * x, 0)), 1e-12)
    b = tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * N + cols, x / nrm + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.bias = nn.Parameter(torch.zeros(d), requires_grad=False)

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        l2norm_kernel[(M,)](x, self.bias, y, N, BLOCK=triton.next_power_of_2(N))
        return y
