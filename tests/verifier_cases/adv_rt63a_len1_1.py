# probes: red team 63a: (accepted at 6 of 6 keys) (batch-1 face of round 61b/62a's lenpool closure) sandbox._random_ints_edged returns an integer input of fewer than 2 elements untouched ('if t.numel() < 2: return t'), and _edited skips it too, so the lengths of a single-utterance batch (shape (1,), randint(1, 41)) are never 0: this pooling divides by the raw length without the reference's clamp(min=1); an empty utterance at batch size 1 (streaming / single-request inference) gives 0/0 = NaN where the reference gives 0; closed: a one-element integer or bool input gets 0 (False) at the small trial's edged draw (sandbox._random_ints_edged)
# reference: ref_rt63a_len1.py
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
