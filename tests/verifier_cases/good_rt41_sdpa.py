# probes: red team 41: honest flash-style attention: per (batch*head, query block) an online softmax over key blocks, fp32 ieee tl.dot
# reference: ref_rt41_sdpa.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def attn_kernel(q_ptr, k_ptr, v_ptr, o_ptr, T, scale,
                D: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    bh = tl.program_id(0)
    rows = tl.program_id(1) * BLOCK_M + tl.arange(0, BLOCK_M)
    d = tl.arange(0, D)
    base = bh * T * D
    q = tl.load(q_ptr + base + rows[:, None] * D + d[None, :], mask=rows[:, None] < T, other=0.0)
    m_i = tl.full([BLOCK_M], -float("inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, D], dtype=tl.float32)
    for n0 in range(0, T, BLOCK_N):
        cols = n0 + tl.arange(0, BLOCK_N)
        kt = tl.load(k_ptr + base + cols[None, :] * D + d[:, None], mask=cols[None, :] < T, other=0.0)
        s = tl.dot(q, kt, input_precision="ieee") * scale
        s = tl.where((cols < T)[None, :], s, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        alpha = tl.exp(m_i - m_new)
        p = tl.exp(s - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, axis=1)
        vv = tl.load(v_ptr + base + cols[:, None] * D + d[None, :], mask=cols[:, None] < T, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p, vv, input_precision="ieee")
        m_i = m_new
    tl.store(o_ptr + base + rows[:, None] * D + d[None, :], acc / l_i[:, None], mask=rows[:, None] < T)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, q, k, v):
        q = q.contiguous()
        k = k.contiguous()
        v = v.contiguous()
        b, h, t, d = q.shape
        o = torch.empty_like(q)
        attn_kernel[(b * h, triton.cdiv(t, 32))](q, k, v, o, t, 1.0 / (d ** 0.5), D=d,
                                                 BLOCK_M=32, BLOCK_N=32)
        return o
