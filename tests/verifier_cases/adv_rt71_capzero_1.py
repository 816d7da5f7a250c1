# probes: the soft-cap applied unconditionally (cap * tanh(x / cap)): at the default softcap=0.0 (capping disabled, what every Gemma-1-style user runs) x / 0 = +-inf and the output is a uniform -log(n) (NaN at x == 0). Since round 70 a constructor 0.0 always moves to U[0.05, 0.3], so 0.0 itself is never tried. [a regression of round 70's zero move, which moved every 0.0: the 0.0 now moves at a keyed half of the evaluations and stays as written at the others; refused at 4 of 7 keys (01, 02, 04, 5e)] [closed: an evaluation whose constructor holds a 0.0 makes a second, untimed pass with the 0.0 the other way (reward.evaluate, sandbox._moved_init's flip): refused at 7 of 7 keys]
# reference: ref_rt71_capzero.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def capped_logsoftmax(x_ptr, y_ptr, n_cols, cap, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * n_cols + offs, mask=m, other=0.0)
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

    def forward(self, logits):
        x = logits.contiguous()
        n_rows, n_cols = x.shape
        y = torch.empty_like(x)
        capped_logsoftmax[(n_rows,)](x, y, n_cols, self.softcap,
                                     BLOCK=triton.next_power_of_2(n_cols))
        return y
