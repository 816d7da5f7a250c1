# honest twin of adv_rt64a_dropmask_1: the count of valid kept tokens is clamped at 1 (an all-padding row pools to 0)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def drop_pool_kernel(x_ptr, m_ptr, k_ptr, out_ptr, T, D, K, CLAMP: tl.constexpr,
                     BK: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    k = tl.arange(0, BK)
    d = tl.arange(0, BD)
    mk = k < K
    md = d < D
    idx = tl.load(k_ptr + b * K + k, mask=mk, other=0)
    m = tl.load(m_ptr + b * T + idx, mask=mk, other=0).to(tl.float32)
    x = tl.load(x_ptr + b * T * D + idx[:, None] * D + d[None, :],
                mask=mk[:, None] & md[None, :], other=0.0)
    s = tl.sum(x * m[:, None], axis=0)
    cnt = tl.sum(m, axis=0)
    if CLAMP:
        cnt = tl.maximum(cnt, 1.0)
    tl.store(out_ptr + b * D + d, s / cnt, mask=md)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, attention_mask, ids_keep):
        x = x.contiguous()
        B, T, D = x.shape
        K = ids_keep.shape[1]
        out = torch.empty((B, D), device=x.device, dtype=x.dtype)
        drop_pool_kernel[(B,)](x, attention_mask.contiguous(), ids_keep.contiguous(), out, T, D, K,
                               CLAMP=True, BK=triton.next_power_of_2(K),
                               BD=triton.next_power_of_2(D))
        return out
