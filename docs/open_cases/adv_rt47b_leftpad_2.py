# probes: OPEN: (red team 47b, the same class as adv_rt47b_leftpad_1 without a mask input) tiled online softmax WITHOUT the -inf guard: a row whose first 32 logits are -inf (logits masked by the caller: masked_fill(-inf) before the op, top-k/top-p filtering) is NaN where torch.softmax is finite; no trial input ever holds an infinity (randn, scaled and shifted)
# reference: ref_rt47b_neginf.py
# expect: mismatch
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
        shift = m_new
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
