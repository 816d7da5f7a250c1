# probes: red team 57b: random bool inputs keep their draw's structure: a mask drawn by torch.rand(16, 32) < 0.6 is never moved (sandbox._transform moves only all-True/all-False and seed-independent bool tensors), and a row with no True (2^-32 per row) is never drawn; this masked mean divides by the raw count, without the reference's clamp(min=1): every empty sequence in a user's batch (an empty document, a fully padded slot) pools to NaN (0/0) instead of zeros; closed: at the small trial's first draw random bool and integer inputs get their edge cases (sandbox._random_ints_edged: a bool mask of two or more dims one row all False; an integer input a sixteenth of its elements set to a padding_idx or ignore_index the reference's modules hold, _sentinels), kept where the reference stays finite
# reference: ref_rt57b_emptymask.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_mean(x_ptr, m_ptr, o_ptr, L, D, CLAMP: tl.constexpr, BLOCK_L: tl.constexpr,
                BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    l = tl.arange(0, BLOCK_L)
    d = tl.arange(0, BLOCK_D)
    lm = l < L
    dm = d < D
    keep = tl.load(m_ptr + b * L + l, mask=lm, other=0).to(tl.float32)
    x = tl.load(x_ptr + b * L * D + l[:, None] * D + d[None, :], mask=lm[:, None] & dm[None, :],
                other=0.0)
    s = tl.sum(x * keep[:, None], axis=0)
    c = tl.sum(keep, axis=0)
    if CLAMP:
        c = tl.maximum(c, 1.0)
    tl.store(o_ptr + b * D + d, s / c, mask=dm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mask):
        x = x.contiguous()
        m = mask.contiguous()
        B, L, D = x.shape
        out = torch.empty((B, D), dtype=x.dtype, device=x.device)
        masked_mean[(B,)](x, m, out, L, D, CLAMP=False, BLOCK_L=triton.next_power_of_2(L),
                          BLOCK_D=triton.next_power_of_2(D))
        return out
