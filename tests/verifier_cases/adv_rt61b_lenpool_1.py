# probes: red team 61b: (integer face of round 57b's emptymask closure) a random integer LENGTHS input is never 0: sandbox._random_ints_edged edges bool masks (an all-False row) and sentinel ids only, and every draw of randint(1, T + 1) stays >= 1, so this pooling divides by the length without the reference's clamp(min=1); an empty utterance or an all-padding document in a user's batch gives 0/0 = NaN where the reference gives 0; closed: as adv_rt62a_lenpool4_1: a 0 and a 1 written into unsorted integer inputs at the small trial's edged draw, with the reference's wrapped indices (_WrapIndex) out of its domain, so good_rt62a_lastframe stays accepted
# reference: ref_rt61b_lenpool.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def lenpool_kernel(x_ptr, len_ptr, y_ptr, T, C, BT: tl.constexpr, BC: tl.constexpr):
    b = tl.program_id(0)
    c = tl.program_id(1) * BC + tl.arange(0, BC)
    mc = c < C
    n = tl.load(len_ptr + b)
    t = tl.arange(0, BT)
    m = (t[:, None] < n) & (t[:, None] < T) & mc[None, :]
    x = tl.load(x_ptr + b * T * C + t[:, None] * C + c[None, :], mask=m, other=0.0)
    s = tl.sum(x, axis=0)
    cnt = n.to(tl.float32)
    tl.store(y_ptr + b * C + c, s / cnt, mask=mc)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, lengths):
        x = x.contiguous()
        B, T, C = x.shape
        y = torch.empty(B, C, device=x.device, dtype=x.dtype)
        lenpool_kernel[(B, triton.cdiv(C, 32))](x, lengths.contiguous(), y, T, C,
                                               BT=triton.next_power_of_2(T), BC=32)
        return y
