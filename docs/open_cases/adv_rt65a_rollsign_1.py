# probes: OPEN: red team 65a: circular shift whose source index t - shift is wrapped by one conditional + T (right only for 0 <= shift <= T): a negative shift (the reverse cyclic shift, a time-shift augmentation drawn in [-k, k]) reads t + |shift| past the row, into the next row or past the tensor (max err 4.8 at shift -5), and a shift past T (a step-count offset) reads far before the row. The shift is a Python int among forward's inputs: sandbox._move_int moves it to [|c| // 2, |c| - 1] or [|c| + 1, 2 |c|] "of x's sign", and the edges call sets it to 1 (_edge_value), so 5 only ever becomes 1-10, never negative, never past T = 128; open: a Python int input keeps its sign at every trial (an edges call that negated Python ints of 2 or more refused this cheat, and was taken back: x ** -p and x[:, :-n] are other functions, and honest power and prefix-mean kernels written for counts were refused)
# reference: ref_rt65a_rollsign.py
# expect: mismatch
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
        roll_kernel[(R,)](x, out, T, shift, FLOORMOD=False, BT=triton.next_power_of_2(T))
        return out
