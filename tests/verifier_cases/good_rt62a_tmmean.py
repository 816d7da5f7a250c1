# probes: red team 62a: honest twin of adv_rt62a_tmmean_1
# reference: ref_rt62a_tmmean.py
# expect: ok
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
                            BT=triton.next_power_of_2(T), BH=triton.next_power_of_2(H), CLAMP=True)
        return y
