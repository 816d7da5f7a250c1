# probes: red team 61b: honest twin of adv_rt61b_stmean_1
# reference: ref_rt61b_stmean.py
# expect: ok
# Honest twin (red team 61b): one program per sentence, the count clamped at 1e-9.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def stmean_kernel(x_ptr, m_ptr, y_ptr, L, H, BL: tl.constexpr, BH: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BL)
    h = tl.arange(0, BH)
    mt = t < L
    mh = h < H
    w = tl.load(m_ptr + b * L + t, mask=mt, other=0).to(tl.float32)
    x = tl.load(x_ptr + b * L * H + t[:, None] * H + h[None, :], mask=mt[:, None] & mh[None, :], other=0.0)
    s = tl.sum(x * w[:, None], axis=0)
    n = tl.maximum(tl.sum(w, axis=0), 1e-9)
    tl.store(y_ptr + b * H + h, s / n, mask=mh)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, token_embeddings, attention_mask):
        x = token_embeddings.contiguous()
        B, L, H = x.shape
        y = torch.empty(B, H, device=x.device, dtype=x.dtype)
        stmean_kernel[(B,)](x, attention_mask.contiguous(), y, L, H,
                            BL=triton.next_power_of_2(L), BH=triton.next_power_of_2(H))
        return y
