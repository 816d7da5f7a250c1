# probes: red team 24 (intmask): an integer input every seed draws alike is "moved" by permuting its values, but a constant tensor (an all-ones int64 attention_mask, zero token_type_ids, full lengths) permutes to itself; the kernel ignores the mask and averages every token
# reference: ref_rt24_maskedmean.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_kernel(x_ptr, y_ptr, T, D, BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BLOCK_T)
    d = tl.arange(0, BLOCK_D)
    m = (t[:, None] < T) & (d[None, :] < D)
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :], mask=m, other=0.0)
    s = tl.sum(x, axis=0) / T
    tl.store(y_ptr + b * D + d, s, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, hidden, attention_mask):
        hidden = hidden.contiguous()
        B, T, D = hidden.shape
        y = torch.empty((B, D), device=hidden.device, dtype=hidden.dtype)
        mean_kernel[(B,)](hidden, y, T, D, BLOCK_T=triton.next_power_of_2(T),
                          BLOCK_D=triton.next_power_of_2(D))
        return y
