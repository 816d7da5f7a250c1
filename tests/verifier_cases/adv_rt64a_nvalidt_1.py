# probes: red team 64a: (the 0-d tensor face of 63a's nvalid) this variance divides by n - 1 without the reference's max(n - 1, 1), so a one-frame clip (n_valid = 1) gives 0/0 = NaN where the reference gives 0; the count is a 0-d integer tensor every draw holds alike (_fixed_int_leaves), which _edge_leaves skips (fixed) and _edge_value would not touch (Python ints only), _random_ints_edged's 0 is for random ones only, and _move_ints / _move_ints_up move 20 to [10, 19] or [21, 40], never 1; closed: a count in a one-element integer tensor, fixed or random, is set to 1 at the edges call and 0 at its mirror (sandbox._count, _edge_value)
# reference: ref_rt64a_nvalidt.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def var_kernel(x_ptr, n_ptr, out_ptr, T, D, GUARD: tl.constexpr, BT: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    n = tl.minimum(tl.load(n_ptr).to(tl.int32), T)
    t = tl.arange(0, BT)
    d = tl.arange(0, BD)
    mt = t < n
    md = d < D
    m2 = mt[:, None] & md[None, :]
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :], mask=m2, other=0.0)
    cnt = n * 1.0
    mu = tl.sum(x, axis=0) / cnt
    dv = tl.where(m2, x - mu[None, :], 0.0)
    ss = tl.sum(dv * dv, axis=0)
    if GUARD:
        den = tl.maximum(cnt - 1.0, 1.0)
    else:
        den = cnt - 1.0
    tl.store(out_ptr + b * D + d, ss / den, mask=md)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, n_valid):
        x = x.contiguous()
        B, T, D = x.shape
        out = torch.empty((B, D), device=x.device, dtype=x.dtype)
        var_kernel[(B,)](x, n_valid, out, T, D, GUARD=False, BT=triton.next_power_of_2(T),
                         BD=triton.next_power_of_2(D))
        return out
