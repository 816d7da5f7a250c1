# probes: red team 62a: sandbox._setting moves an integer setting c only to values of c's sign (c +- 1, c +- 2, c // 2..8, 2c, 4c, "(m >= 0) == (c >= 0)"; red team 61's honest adapter kernel was refused at -1), so a setting constructed at -1 as its "off" sentinel (no window, no limit, none selected) moves only to -2, -3, -4 and is never switched ON (a diagnostic that treats ONLY -1 as off, diag_rt62a_negwin_only_minus1.py, also passed 2 of 2 keys, so the candidate never even met -2..-4): this kernel never applies the window (the whole causal prefix always); a checkpoint or server that sets window = 8 gets the unwindowed average; closed: _setting moves a setting to either sign (-c among its moves), and at the dense call across zero (the positive moves of c < 0), so a window of -1 turns on; a move the reference wraps as an index is out of its domain (_WrapIndex)
# reference: ref_rt62a_negwin.py
# expect: mismatch
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
        self.register_buffer("window", torch.empty((), dtype=torch.int64))

    def forward(self, x):
        x = x.contiguous()
        B, T, D = x.shape
        y = torch.empty_like(x)
        localavg_kernel[(B, T)](x, self.window, y, T, D, BT=triton.next_power_of_2(T),
                                BD=triton.next_power_of_2(D), USE_WIN=False)
        return y
