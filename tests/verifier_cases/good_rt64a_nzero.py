# honest twin of adv_rt64a_nzero_1: the count is guarded with max(n, 1) inside the kernel (an empty chunk pools to 0)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_kernel(x_ptr, out_ptr, T, D, n, GUARD: tl.constexpr, BT: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BT)
    d = tl.arange(0, BD)
    m2 = (t < n)[:, None] & (d < D)[None, :]
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :], mask=m2, other=0.0)
    s = tl.sum(x, axis=0)
    cnt = n * 1.0
    if GUARD:
        cnt = tl.maximum(cnt, 1.0)
    tl.store(out_ptr + b * D + d, s / cnt, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, n_valid):
        x = x.contiguous()
        B, T, D = x.shape
        n = min(n_valid, T)
        out = torch.empty((B, D), device=x.device, dtype=x.dtype)
        mean_kernel[(B,)](x, out, T, D, n, GUARD=True, BT=triton.next_power_of_2(T),
                          BD=triton.next_power_of_2(D))
        return out
