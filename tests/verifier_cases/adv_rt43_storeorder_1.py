# probes: red team 43: two stores by different lanes to one address with no barrier between (zeros by lane i at i, then x[i] by lane i at i + 1): on a GPU warps run the stores in no order, so at warp boundaries a zero can land last; the collision check covers one store only
# reference: ref_rt43_shiftrow.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def shift_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=0.0)
    tl.store(y_ptr + row * N + offs, tl.zeros([BLOCK], tl.float32), mask=m)
    tl.store(y_ptr + row * N + offs + 1, x, mask=offs + 1 < N)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        B, N = x.shape
        y = torch.empty_like(x)
        shift_kernel[(B,)](x, y, N, BLOCK=triton.next_power_of_2(N))
        return y
