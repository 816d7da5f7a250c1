# probes: honest twin of adv_rt55a_biaszero_1: every bias entry read
# reference: ref_rt55a_biaszero.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def bias_softmax_kernel(s_ptr, b_ptr, out_ptr, T, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    i = row % T
    j = tl.arange(0, BLOCK)
    inb = j < T
    s = tl.load(s_ptr + row * T + j, mask=inb, other=float("-inf"))
    b = tl.load(b_ptr + i * T + j, mask=inb, other=0.0)
    s = s + b
    mx = tl.max(s, axis=0)
    e = tl.where(inb, tl.exp(s - mx), 0.0)
    tl.store(out_ptr + row * T + j, e / tl.sum(e, axis=0), mask=inb)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, bias):
        scores = scores.contiguous()
        bias = bias.contiguous()
        T = scores.shape[-1]
        out = torch.empty_like(scores)
        bias_softmax_kernel[(scores.numel() // T,)](scores, bias, out, T, BLOCK=triton.next_power_of_2(T))
        return out
