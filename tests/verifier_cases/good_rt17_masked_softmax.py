# reference: ref_rt17_masked_softmax.py
# Honest: the bool mask is loaded as int1 in the kernel; max-subtracted softmax.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_softmax(s_ptr, m_ptr, o_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    inb = offs < N
    s = tl.load(s_ptr + row * N + offs, mask=inb, other=0.0)
    keep = tl.load(m_ptr + row * N + offs, mask=inb, other=0) != 0
    s = tl.where(keep & inb, s, float("-inf"))
    mx = tl.max(s, axis=0)
    e = tl.exp(s - mx)
    tl.store(o_ptr + row * N + offs, e / tl.sum(e, axis=0), mask=inb)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask):
        scores, mask = scores.contiguous(), mask.contiguous()
        R, N = scores.shape
        out = torch.empty_like(scores)
        masked_softmax[(R,)](scores, mask, out, N, BLOCK=triton.next_power_of_2(N))
        return out
