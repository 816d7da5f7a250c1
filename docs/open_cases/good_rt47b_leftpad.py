# probes: honest twin: the same tiled online softmax (running max and sum over 32-column tiles, then a writing pass), with the guard for a running maximum that is still -inf (a tile whose columns are all masked): the shift used is 0 there, so exp(-inf - 0) = 0 and nothing is NaN
# reference: ref_rt47b_leftpad.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_softmax_online(s_ptr, m_ptr, o_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m_run = -float("inf")
    l_run = 0.0
    for start in range(0, N, BLOCK):
        cols = start + offs
        inb = cols < N
        s = tl.load(s_ptr + row * N + cols, mask=inb, other=0.0)
        keep = tl.load(m_ptr + row * N + cols, mask=inb, other=0) != 0
        s = tl.where(keep & inb, s, -float("inf"))
        m_new = tl.maximum(m_run, tl.max(s, axis=0))
        shift = tl.where(m_new == -float("inf"), 0.0, m_new)      # guard: nothing seen yet
        l_run = l_run * tl.exp(m_run - shift) + tl.sum(tl.exp(s - shift), axis=0)
        m_run = m_new
    m = m_run
    l = l_run
    for start in range(0, N, BLOCK):
        cols = start + offs
        inb = cols < N
        s = tl.load(s_ptr + row * N + cols, mask=inb, other=0.0)
        keep = tl.load(m_ptr + row * N + cols, mask=inb, other=0) != 0
        s = tl.where(keep & inb, s, -float("inf"))
        tl.store(o_ptr + row * N + cols, tl.exp(s - m) / l, mask=inb)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask):
        scores, mask = scores.contiguous(), mask.contiguous()
        R, N = scores.shape
        out = torch.empty_like(scores)
        masked_softmax_online[(R,)](scores, mask, out, N, BLOCK=32)
        return out
