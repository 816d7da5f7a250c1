# probes: red team 53b: honest twin of adv_rt53b_fwdkwonly_1: the keyword-only temperature is passed to the kernel
# reference: ref_rt53b_fwdkwonly.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tsoftmax_kernel(x_ptr, y_ptr, N, inv_t, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=m, other=-float("inf")) * inv_t
    x = x - tl.max(x, 0)
    e = tl.where(m, tl.exp(x), 0.0)
    tl.store(y_ptr + row * N + cols, e / tl.sum(e, 0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, *, temperature=0.7):
        x = logits.contiguous()
        M, N = x.shape
        y = torch.empty_like(x)
        tsoftmax_kernel[(M,)](x, y, N, 1.0 / temperature, BLOCK=triton.next_power_of_2(N))
        return y

