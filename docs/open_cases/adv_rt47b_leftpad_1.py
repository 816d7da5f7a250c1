# probes: OPEN: (red team 47b) tiled online softmax of a key-padding-masked score row WITHOUT the guard for a still -inf running maximum: exp(-inf - (-inf)) = NaN, so every row whose first 32-column tile is fully masked (a left-padded batch, as generation pads) is NaN where torch.softmax is finite. The mask is random per element with column 0 always True, so the first tile always holds a kept column; bool inputs that differ between seeds are never moved, and no trial makes a masked prefix
# reference: ref_rt47b_leftpad.py
# expect: mismatch
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
        shift = m_new
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
