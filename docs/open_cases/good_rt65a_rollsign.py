# honest twin of adv_rt65a_rollsign_1: circular shift, the source index (t - shift) taken modulo T with a floor (any sign, any size of shift)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def roll_kernel(x_ptr, out_ptr, T, shift, FLOORMOD: tl.constexpr, BT: tl.constexpr):
    row = tl.program_id(0)
    t = tl.arange(0, BT)
    m = t < T
    src = t - shift
    if FLOORMOD:
        src = src % T
        src = tl.where(src < 0, src + T, src)
    else:
        src = tl.where(src < 0, src + T, src)
    v = tl.load(x_ptr + row * T + src, mask=m, other=0.0)
    tl.store(out_ptr + row * T + t, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, shift):
        x = x.contiguous()
        T = x.shape[-1]
        R = x.numel() // T
        out = torch.empty_like(x)
        roll_kernel[(R,)](x, out, T, shift, FLOORMOD=True, BT=triton.next_power_of_2(T))
        return out
