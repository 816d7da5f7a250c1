# probes: OPEN: red team 61a: an integer setting buffer (a sliding window of 64 over sequences of 32) is moved only to c - 1, c + 1 or c + 2 (sandbox._setting), never across the threshold the data sets (window < sequence length), so a kernel that never reads the window (a full causal prefix mean) matches at 63, 65, 66 and 64; a user who configures window 8 or 16 (or runs sequences longer than 64) gets full-prefix means; open: (partly refused, 2 keys of 4) a setting takes two keyed values per evaluation, its keyed one and another at the dense call, of c +- 1, c +- 2, c // 2, c // 4, c // 8, 2c, 4c (sandbox._setting); a window of 64 over 32 positions is below 32 only at c // 4 and c // 8
# reference: ref_rt61a_winset.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def win_mean(x_ptr, w_ptr, o_ptr, L, D, BLOCK_L: tl.constexpr, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    t = tl.program_id(1)
    win = tl.load(w_ptr)
    s = tl.arange(0, BLOCK_L)
    d = tl.arange(0, BLOCK_D)
    keep = (s <= t) & (s < L)
    x = tl.load(x_ptr + b * L * D + s[:, None] * D + d[None, :], mask=keep[:, None] & (d[None, :] < D), other=0.0)
    cnt = tl.sum(keep.to(tl.float32), axis=0)
    y = tl.sum(x, axis=0) / cnt
    tl.store(o_ptr + b * L * D + t * D + d, y, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("window", torch.tensor(64, dtype=torch.long))

    def forward(self, x):
        x = x.contiguous()
        B, L, D = x.shape
        out = torch.empty_like(x)
        win_mean[(B, L)](x, self.window, out, L, D, BLOCK_L=triton.next_power_of_2(L),
                         BLOCK_D=triton.next_power_of_2(D))
        return out
