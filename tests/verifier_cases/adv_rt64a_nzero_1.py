# probes: red team 64a: (the zero face of 63a's nvalid) this mean divides by n without the reference's max(n, 1): an empty chunk (n_valid = 0) gives 0/0 = NaN where the reference gives 0; a Python int count among the inputs is moved to [|c| // 2, |c| - 1] or above c (_move_int) and set to 1 by the edges call (_edge_value), never to 0, while a 0-d integer tensor count gets 0 at the edged draw (_random_ints_edged); closed: a third edges call sets counts to 0 (_edge_value's zero; good_rt36_intpow now computes x^0 = 1)
# reference: ref_rt64a_nzero.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_kernel(x_ptr, out_ptr, T, D, n, GUARD: tl.constexpr, BT: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BT)
    d = tl.arange(0, BD)
    m2 = (t < n)[:, None] & (d < D)[None, :]
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :], mask=m2, other=0.0)
    s = tl.sum(x, axis=0)
    cnt = n * 1.0
    if GUARD:
        cnt = tl.maximum(cnt, 1.0)
    tl.store(out_ptr + b * D + d, s / cnt, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, n_valid):
        x = x.contiguous()
        B, T, D = x.shape
        n = min(n_valid, T)
        out = torch.empty((B, D), device=x.device, dtype=x.dtype)
        mean_kernel[(B,)](x, out, T, D, n, GUARD=False, BT=triton.next_power_of_2(T),
                          BD=triton.next_power_of_2(D))
        return out
