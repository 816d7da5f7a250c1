# probes: red team 61b: honest twin of adv_rt61b_statpool1_1
# reference: ref_rt61b_statpool1.py
# expect: ok
# Honest twin (red team 61b): one program per utterance; two-pass mean and variance over the
# valid frames, counts clamped as the reference clamps them.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def statpool_kernel(x_ptr, m_ptr, y_ptr, T, C, eps, BT: tl.constexpr, BC: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BT)
    c = tl.arange(0, BC)
    mt = t < T
    mc = c < C
    valid = tl.load(m_ptr + b * T + t, mask=mt, other=0) != 0
    w = tl.where(valid & mt, 1.0, 0.0)
    x = tl.load(x_ptr + b * T * C + t[:, None] * C + c[None, :], mask=mt[:, None] & mc[None, :], other=0.0)
    n = tl.sum(w, axis=0)
    mean = tl.sum(x * w[:, None], axis=0) / tl.maximum(n, 1.0)
    d = x - mean[None, :]
    var = tl.sum(d * d * w[:, None], axis=0) / tl.maximum(n - 1.0, 1.0)
    std = tl.sqrt(tl.maximum(var, eps))
    tl.store(y_ptr + b * 2 * C + c, mean, mask=mc)
    tl.store(y_ptr + b * 2 * C + C + c, std, mask=mc)


class ModelNew(nn.Module):
    def __init__(self, eps=1e-5):
        super().__init__()
        self.eps = eps

    def forward(self, x, mask):
        x = x.contiguous()
        B, T, C = x.shape
        y = torch.empty(B, 2 * C, device=x.device, dtype=x.dtype)
        statpool_kernel[(B,)](x, mask.contiguous(), y, T, C, self.eps,
                              BT=triton.next_power_of_2(T), BC=triton.next_power_of_2(C))
        return y
