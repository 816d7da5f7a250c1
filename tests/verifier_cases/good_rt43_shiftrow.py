# probes: red team 43: honest twin of adv_rt43_storeorder_1: each lane loads x[i - 1] (0 at i = 0) and makes the one store to y[i]
# reference: ref_rt43_shiftrow.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def shift_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs - 1, mask=m & (offs >= 1), other=0.0)
    tl.store(y_ptr + row * N + offs, x, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        y = torch.empty_like(x)
        shift_kernel[(B,)](x, y, N, BLOCK=triton.next_power_of_2(N))
        return y
