# probes: red team 61a: an integer setting constructed at 0 moves only up (sandbox._setting: c + 1 or c + 2, c - 1 only where c > 0), so a roll by a shift setting that wraps the source index only below 0 (j = i - s, plus L where negative) passes; a config with a negative shift (a roll the other way, which the reference accepts) reads past the row (the next row's values, or 0 at the end); closed: as adv_rt62a_negwin_1: the dense call moves a setting across zero (a shift keyed to 1 or 2 moves to a negative one), so the roll reads before the row
# reference: ref_rt61a_rollset.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def roll_kernel(x_ptr, s_ptr, o_ptr, L, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    i = tl.arange(0, BLOCK)
    m = i < L
    s = tl.load(s_ptr).to(tl.int32)
    j = i - s
    j = tl.where(j < 0, j + L, j)
    x = tl.load(x_ptr + row * L + j, mask=m, other=0.0)
    tl.store(o_ptr + row * L + i, x * 2.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("shift", torch.tensor(0, dtype=torch.long))

    def forward(self, x):
        x = x.contiguous()
        B, L = x.shape
        out = torch.empty_like(x)
        roll_kernel[(B,)](x, self.shift, out, L, BLOCK=triton.next_power_of_2(L))
        return out
