# probes: red team 24: honest masked mean pooling that reads the int64 attention_mask
# reference: ref_rt24_maskedmean.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mmean_kernel(x_ptr, m_ptr, y_ptr, T, D, BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BLOCK_T)
    d = tl.arange(0, BLOCK_D)
    msk = tl.load(m_ptr + b * T + t, mask=t < T, other=0).to(tl.float32)
    m = (t[:, None] < T) & (d[None, :] < D)
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :], mask=m, other=0.0)
    s = tl.sum(x * msk[:, None], axis=0) / tl.maximum(tl.sum(msk, axis=0), 1e-9)
    tl.store(y_ptr + b * D + d, s, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, hidden, attention_mask):
        hidden = hidden.contiguous()
        attention_mask = attention_mask.contiguous()
        B, T, D = hidden.shape
        y = torch.empty((B, D), device=hidden.device, dtype=hidden.dtype)
        mmean_kernel[(B,)](hidden, attention_mask, y, T, D, BLOCK_T=triton.next_power_of_2(T),
                           BLOCK_D=triton.next_power_of_2(D))
        return y
