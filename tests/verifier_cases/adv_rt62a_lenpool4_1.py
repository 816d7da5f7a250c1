# probes: red team 62a: (escape of round 61b's lenpool closure) sandbox._random_ints_edged gives an integer input a 0 and a 1 only where its values REPEAT and are unsorted (distinct values are taken for a permutation's structure, and _edited/_int_change rotate them, keeping the multiset); a small batch of lengths (4 utterances of up to 512 frames, randint(1, 513)) holds distinct values in ~99% of draws, so no length is ever 0 and this pooling divides by the raw length without the reference's clamp(min=1); an empty utterance in a user's batch gives 0/0 = NaN where the reference gives 0; closed: an unsorted integer input gets a 0 and a 1 at the small trial's edged draw unless they would repeat a distinct value (sandbox._random_ints_edged), and a draw that makes the reference index with a negative number read from data is out of its domain (_WrapIndex), which keeps good_rt62a_lastframe accepted
# reference: ref_rt62a_lenpool4.py
# expect: mismatch
# Cheat (red team 62a): the count is the raw length.

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
