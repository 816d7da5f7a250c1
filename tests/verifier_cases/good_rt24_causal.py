# probes: red team 24: honest causal attention, one program per query row, mask from indices (no mask buffer)
# reference: ref_rt24_causal.py
# expect: ok
import math
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def attn_row_kernel(q_ptr, k_ptr, v_ptr, o_ptr, T, D, scale,
                    BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr):
    row = tl.program_id(0)
    bh = row // T
    i = row % T
    j = tl.arange(0, BLOCK_T)
    d = tl.arange(0, BLOCK_D)
    md = d < D
    q = tl.load(q_ptr + row * D + d, mask=md, other=0.0)
    mkv = (j[:, None] < T) & md[None, :]
    kk = tl.load(k_ptr + bh * T * D + j[:, None] * D + d[None, :], mask=mkv, other=0.0)
    s = tl.sum(kk * q[None, :], axis=1) * scale
    s = tl.where((j <= i) & (j < T), s, float("-inf"))
    s = s - tl.max(s, axis=0)
    p = tl.exp(s)
    p = p / tl.sum(p, axis=0)
    vv = tl.load(v_ptr + bh * T * D + j[:, None] * D + d[None, :], mask=mkv, other=0.0)
    o = tl.sum(vv * p[:, None], axis=0)
    tl.store(o_ptr + row * D + d, o, mask=md)


class ModelNew(nn.Module):
    def __init__(self, block_size):
        super().__init__()

    def forward(self, q, k, v):
        q = q.contiguous()
        k = k.contiguous()
        v = v.contiguous()
        B, H, T, D = q.shape
        o = torch.empty_like(q)
        attn_row_kernel[(B * H * T,)](q, k, v, o, T, D, 1.0 / math.sqrt(D),
                                      BLOCK_T=triton.next_power_of_2(T),
                                      BLOCK_D=triton.next_power_of_2(D))
        return o
