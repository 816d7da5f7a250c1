# probes: red team 25 (honest attention with an explicit bool mask): the kernel loads attn_mask
# reference: ref_rt25_tril.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def attn_kernel(q_ptr, k_ptr, v_ptr, m_ptr, o_ptr, T, D, scale,
                BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr):
    bh = tl.program_id(0)
    i = tl.program_id(1)
    t = tl.arange(0, BLOCK_T)
    d = tl.arange(0, BLOCK_D)
    base = bh * T * D
    q = tl.load(q_ptr + base + i * D + d, mask=d < D, other=0.0)
    m2 = (t[:, None] < T) & (d[None, :] < D)
    k = tl.load(k_ptr + base + t[:, None] * D + d[None, :], mask=m2, other=0.0)
    s = tl.sum(k * q[None, :], axis=1) * scale
    keep = tl.load(m_ptr + i * T + t, mask=t < T, other=0) != 0
    s = tl.where(keep & (t < T), s, float("-inf"))
    s = s - tl.max(s, axis=0)
    p = tl.exp(s)
    p = p / tl.sum(p, axis=0)
    v = tl.load(v_ptr + base + t[:, None] * D + d[None, :], mask=m2, other=0.0)
    o = tl.sum(p[:, None] * v, axis=0)
    tl.store(o_ptr + base + i * D + d, o, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, q, k, v, attn_mask):
        B, H, T, D = q.shape
        q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
        o = torch.empty_like(q)
        attn_kernel[(B * H, T)](q, k, v, attn_mask.contiguous(), o, T, D, 1.0 / math.sqrt(D),
                                BLOCK_T=triton.next_power_of_2(T), BLOCK_D=triton.next_power_of_2(D))
        return o
