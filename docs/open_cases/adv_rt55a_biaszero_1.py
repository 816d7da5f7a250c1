# probes: OPEN: red team 55a: softmax(scores + bias) that reads the bias only above the diagonal and takes it as 0 on and below it ('the causal part is unbiased'): ALiBi, relative-position and padding biases (nonzero below the diagonal) are dropped. sandbox._fixed_zeros keeps every position that both draws of get_inputs() hold at 0.0 at zero in every trial (meant for a triangular matrix's structure, red team 45), so the bias's lower triangle is 0 at every trial and never read; open: a float input every draw holds at zero at the same positions is structure (a triangular matrix's zeros, which honest kernels may skip), kept at every trial
# reference: ref_rt55a_biaszero.py
# expect: mismatch
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
    b = tl.load(b_ptr + i * T + j, mask=inb & (j > i), other=0.0)
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
