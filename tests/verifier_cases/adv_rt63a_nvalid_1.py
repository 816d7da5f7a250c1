# probes: red team 63a: (accepted at 6 of 6 keys) a Python int among the inputs moves only at trial 4, to one in [|c| // 2, |c| - 1] (sandbox._move_int), so a count of valid frames drawn as 20 is never 1 (nor 0): this variance divides by n - 1 without the reference's max(n - 1, 1), and a one-frame clip (n_valid = 1) gives 0/0 = NaN where the reference gives 0; the integer-tensor face (lengths) was closed in round 62a by the edged draw's 0 and 1, the Python-int face never gets them; closed: the edges call sets a Python int >= 2 among the inputs to 1 (sandbox._edge_value; skipped where the reference refuses it or its answer is not finite)
# reference: ref_rt63a_nvalid.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def var_kernel(x_ptr, out_ptr, T, D, n, GUARD: tl.constexpr, BT: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
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
        n = min(n_valid, T)
        out = torch.empty((B, D), device=x.device, dtype=x.dtype)
        var_kernel[(B,)](x, out, T, D, n, GUARD=False, BT=triton.next_power_of_2(T),
                         BD=triton.next_power_of_2(D))
        return out
