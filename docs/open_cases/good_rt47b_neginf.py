# probes: honest twin: tiled online softmax (running max and sum over 32-column tiles, then a writing pass) with the guard for a running maximum still at -inf
# reference: ref_rt47b_neginf.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_online(s_ptr, o_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m_run = -float("inf")
    l_run = 0.0
    for start in range(0, N, BLOCK):
        cols = start + offs
        inb = cols < N
        s = tl.load(s_ptr + row * N + cols, mask=inb, other=-float("inf"))
        m_new = tl.maximum(m_run, tl.max(s, axis=0))
        shift = tl.where(m_new == -float("inf"), 0.0, m_new)      # guard: nothing seen yet
        l_run = l_run * tl.exp(m_run - shift) + tl.sum(tl.exp(s - shift), axis=0)
        m_run = m_new
    m = m_run
    l = l_run
    for start in range(0, N, BLOCK):
        cols = start + offs
        inb = cols < N
        s = tl.load(s_ptr + row * N + cols, mask=inb, other=-float("inf"))
        tl.store(o_ptr + row * N + cols, tl.exp(s - m) / l, mask=inb)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores):
        scores = scores.contiguous()
        R, N = scores.shape
        out = torch.empty_like(scores)
        softmax_online[(R,)](scores, out, N, BLOCK=32)
        return out
