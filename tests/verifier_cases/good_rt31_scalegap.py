# good: softmax that subtracts the max only where exp could overflow or underflow (|row max| > 30): correct for every input
# reference: ref_softmax.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=-float("inf"))
    mx = tl.max(x, axis=0)
    m = tl.where(tl.abs(mx) > 30.0, mx, 0.0)
    e = tl.exp(x - m)
    e = tl.where(mask, e, 0.0)
    s = tl.sum(e, axis=0)
    tl.store(out_ptr + row * N + cols, e / s, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        out = torch.empty_like(x)
        softmax_kernel[(rows,)](x, out, n, BLOCK=triton.next_power_of_2(n))
        return out
