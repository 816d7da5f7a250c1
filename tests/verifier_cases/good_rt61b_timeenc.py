# probes: red team 61b: honest twin of adv_rt61b_timeenc_1
# reference: ref_rt61b_timeenc.py
# expect: ok
# Honest twin (red team 61b): per-row min and max reduced in the kernel, then cos(w * tn + b).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def time_enc_kernel(t_ptr, w_ptr, b_ptr, y_ptr, L, D, BL: tl.constexpr, BD: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BL)
    m = offs < L
    t = tl.load(t_ptr + row * L + offs, mask=m, other=0.0)
    t0 = tl.min(tl.where(m, t, float("inf")), axis=0)
    t1 = tl.max(tl.where(m, t, float("-inf")), axis=0)
    tn = (t - t0) / (t1 - t0 + 1e-6)
    d = tl.arange(0, BD)
    md = d < D
    w = tl.load(w_ptr + d, mask=md, other=0.0)
    b = tl.load(b_ptr + d, mask=md, other=0.0)
    y = tl.cos(tn[:, None] * w[None, :] + b[None, :])
    tl.store(y_ptr + row * L * D + offs[:, None] * D + d[None, :], y, mask=m[:, None] & md[None, :])


class ModelNew(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.freq = nn.Linear(1, dim)

    def forward(self, t):
        t = t.contiguous()
        B, L = t.shape
        D = self.freq.weight.shape[0]
        y = torch.empty(B, L, D, device=t.device, dtype=t.dtype)
        time_enc_kernel[(B,)](t, self.freq.weight, self.freq.bias, y, L, D,
                              BL=triton.next_power_of_2(L), BD=triton.next_power_of_2(D))
        return y
