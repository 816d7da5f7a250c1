# probes: red team 62a: honest twin of adv_rt62a_bvar1_1: both counts clamped at 1
# reference: ref_rt62a_bvar1.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bvar_kernel(x_ptr, v_ptr, y_ptr, B, D, BB: tl.constexpr, BD: tl.constexpr, CLAMP: tl.constexpr):
    pid = tl.program_id(0)
    r = tl.arange(0, BB)
    d = pid * BD + tl.arange(0, BD)
    mr = r < B
    md = d < D
    w = tl.load(v_ptr + r, mask=mr, other=0).to(tl.float32)
    x = tl.load(x_ptr + r[:, None] * D + d[None, :], mask=mr[:, None] & md[None, :], other=0.0)
    n = tl.sum(w, axis=0)
    mean = tl.sum(x * w[:, None], axis=0) / tl.maximum(n, 1.0)
    dx = x - mean[None, :]
    ss = tl.sum(dx * dx * w[:, None], axis=0)
    if CLAMP:
        den = tl.maximum(n - 1.0, 1.0)
    else:
        den = n - 1.0
    tl.store(y_ptr + d, ss / den, mask=md)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, valid):
        x = x.contiguous()
        B, D = x.shape
        y = torch.empty(D, device=x.device, dtype=x.dtype)
        bvar_kernel[(triton.cdiv(D, 32),)](x, valid.contiguous(), y, B, D,
                                          BB=triton.next_power_of_2(B), BD=32, CLAMP=True)
        return y
