# probes: red team 62a: honest twin of adv_rt62a_negwin_1: the window read, w <= 0 the whole prefix; the buffer constructed at -1 as the reference's is (as written it was torch.empty: a setting pairs with the reference's by its constant, reward.CANDIDATE_RULES, and an empty one kept its own garbage value)
# reference: ref_rt62a_negwin.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def localavg_kernel(x_ptr, win_ptr, y_ptr, T, D, BT: tl.constexpr, BD: tl.constexpr,
                    USE_WIN: tl.constexpr):
    b = tl.program_id(0)
    i = tl.program_id(1)
    j = tl.arange(0, BT)
    d = tl.arange(0, BD)
    md = d < D
    ok = (j <= i) & (j < T)
    if USE_WIN:
        w = tl.load(win_ptr)
        ok = ok & ((w <= 0) | (i - j < w))
    x = tl.load(x_ptr + b * T * D + j[:, None] * D + d[None, :], mask=ok[:, None] & md[None, :], other=0.0)
    s = tl.sum(x, axis=0)
    n = tl.sum(ok.to(tl.float32), axis=0)
    tl.store(y_ptr + b * T * D + i * D + d, s / n, mask=md)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("window", torch.tensor(-1, dtype=torch.int64))

    def forward(self, x):
        x = x.contiguous()
        B, T, D = x.shape
        y = torch.empty_like(x)
        localavg_kernel[(B, T)](x, self.window, y, T, D, BT=triton.next_power_of_2(T),
                                BD=triton.next_power_of_2(D), USE_WIN=True)
        return y
