# probes: red team 63a: honest twin of adv_rt63a_nvalid_1: Bessel's n - 1 guarded with max(n - 1, 1) inside the kernel
# reference: ref_rt63a_nvalid.py
# expect: ok
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
        var_kernel[(B,)](x, out, T, D, n, GUARD=True, BT=triton.next_power_of_2(T),
                         BD=triton.next_power_of_2(D))
        return out
