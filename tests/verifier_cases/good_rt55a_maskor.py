# probes: honest twin of adv_rt55a_maskor_1: every mask entry read
# reference: ref_rt55a_maskor.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def masked_softmax_kernel(s_ptr, m_ptr, out_ptr, T, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    i = row % T
    j = tl.arange(0, BLOCK)
    inb = j < T
    s = tl.load(s_ptr + row * T + j, mask=inb, other=0.0)
    keep = inb & (tl.load(m_ptr + i * T + j, mask=inb, other=0) != 0)
    s = tl.where(keep, s, float("-inf"))
    mx = tl.max(s, axis=0)
    e = tl.where(keep, tl.exp(s - mx), 0.0)
    tl.store(out_ptr + row * T + j, e / tl.sum(e, axis=0), mask=inb)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask):
        scores = scores.contiguous()
        mask = mask.contiguous()
        T = scores.shape[-1]
        out = torch.empty_like(scores)
        rows = scores.numel() // T
        masked_softmax_kernel[(rows,)](scores, mask, out, T, BLOCK=triton.next_power_of_2(T))
        return out
