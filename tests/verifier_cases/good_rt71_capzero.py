# probes: honest row-wise log-softmax with the soft-cap applied only when softcap > 0 (a constexpr chosen in __init__), as the reference does.
# reference: ref_rt71_capzero.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def capped_logsoftmax(x_ptr, y_ptr, n_cols, cap, CAP: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * n_cols + offs, mask=m, other=0.0)
    if CAP:
        z = x / cap
        t = 2.0 / (1.0 + tl.exp(-2.0 * z)) - 1.0
        x = cap * t
    x = tl.where(m, x, float("-inf"))
    mx = tl.max(x, axis=0)
    s = tl.sum(tl.where(m, tl.exp(x - mx), 0.0), axis=0)
    y = x - mx - tl.log(s)
    tl.store(y_ptr + row * n_cols + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, softcap=0.0):
        super().__init__()
        self.softcap = softcap
        self.use_cap = softcap > 0

    def forward(self, logits):
        x = logits.contiguous()
        n_rows, n_cols = x.shape
        y = torch.empty_like(x)
        capped_logsoftmax[(n_rows,)](x, y, n_cols, self.softcap, CAP=self.use_cap,
                                     BLOCK=triton.next_power_of_2(n_cols))
        return y
