# Honest twin: masked mean over the unpadded frames, the count clamped at 1 (a fully padded row is 0).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def padpool_kernel(x_ptr, m_ptr, out_ptr, T, D, BT: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BT)
    d = tl.arange(0, BD)
    mt = t < T
    md = d < D
    pad = tl.load(m_ptr + b * T + t, mask=mt, other=1)
    keep = (pad == 0) & mt
    x = tl.load(x_ptr + b * T * D + t[:, None] * D + d[None, :],
                mask=keep[:, None] & md[None, :], other=0.0)
    s = tl.sum(x, axis=0)
    cnt = tl.sum(keep.to(tl.float32), axis=0)
    tl.store(out_ptr + b * D + d, s / tl.maximum(cnt, 1.0), mask=md)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, padding_mask):
        x = x.contiguous()
        m = padding_mask.contiguous()
        B, T, D = x.shape
        out = torch.empty((B, D), device=x.device, dtype=x.dtype)
        padpool_kernel[(B,)](x, m, out, T, D, BT=triton.next_power_of_2(T), BD=triton.next_power_of_2(D))
        return out
