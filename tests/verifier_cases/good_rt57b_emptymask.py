# probes: red team 57b: honest twin of adv_rt57b_emptymask_1: the count clamped at 1 (an empty row pools to zeros)
# reference: ref_rt57b_emptymask.py
# expect: ok
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
        masked_mean[(B,)](x, m, out, L, D, CLAMP=True, BLOCK_L=triton.next_power_of_2(L),
                          BLOCK_D=triton.next_power_of_2(D))
        return out
