# probes: red team 62a: sandbox._random_ints_edged edges a 0/1 mask along dim 0 only (t[r] = 0, and one row with a single 1), which for a time-major (T, B) mask blanks a TIME STEP of every sequence, never a sequence; randint(0, 2) over 32 steps is never all zero, so this masked mean over time divides by the raw count without the reference's clamp(min=1); an empty (all-padding) sequence in a user's seq-first batch gives 0/0 = NaN where the reference gives 0; closed: a mask of two or more dims gets an empty slice and a single-entry slice along each of dims 0, 1 and -1 (sandbox._mask_edges), so a time-major mask loses a whole sequence
# reference: ref_rt62a_tmmean.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tmmean_kernel(x_ptr, m_ptr, y_ptr, T, B, H, BT: tl.constexpr, BH: tl.constexpr, CLAMP: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BT)
    h = tl.arange(0, BH)
    mt = t < T
    mh = h < H
    w = tl.load(m_ptr + t * B + b, mask=mt, other=0).to(tl.float32)
    x = tl.load(x_ptr + t[:, None] * B * H + b * H + h[None, :], mask=mt[:, None] & mh[None, :], other=0.0)
    s = tl.sum(x * w[:, None], axis=0)
    n = tl.sum(w, axis=0)
    if CLAMP:
        n = tl.maximum(n, 1.0)
    tl.store(y_ptr + b * H + h, s / n, mask=mh)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mask):
        x = x.contiguous()
        T, B, H = x.shape
        y = torch.empty(B, H, device=x.device, dtype=x.dtype)
        tmmean_kernel[(B,)](x, mask.contiguous(), y, T, B, H,
                            BT=triton.next_power_of_2(T), BH=triton.next_power_of_2(H), CLAMP=False)
        return y
