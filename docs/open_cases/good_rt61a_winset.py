# probes: red team 61a: honest twin of adv_rt61a_winset_1 (the window read from its buffer)
# reference: ref_rt61a_winset.py
# expect: ok
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
    keep = (s <= t) & (t - s < win) & (s < L)
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
