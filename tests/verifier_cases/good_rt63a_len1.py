# probes: red team 63a: honest twin of adv_rt63a_len1_1: the length clamped at 1 in the kernel
# reference: ref_rt63a_len1.py
# expect: ok
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
    cnt = tl.maximum(n.to(tl.float32), 1.0)
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
