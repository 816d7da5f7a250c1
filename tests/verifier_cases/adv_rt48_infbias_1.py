# probes: (red team 48, accepted at 8 of 8 keys before the finite elements of such a tensor were keyed) the learnable bias is never read: the kernel applies only the causal mask its -inf entries encode, as if the bias were zero (its init). sandbox.param_signature gives a tensor holding a non-finite element among finite ones neither a constant nor a digest (None), so a zero-initialised parameter with a -inf mask folded in is never keyed, never rewritten and never moved: every trial runs it at zero. After training (or load_state_dict) the lower triangle holds learned values the candidate ignores
# reference: ref_rt48_infbias.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def biased_softmax_kernel(s_ptr, b_ptr, out_ptr, T, READ_BIAS: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    i = row % T                                     # query position
    cols = tl.arange(0, BLOCK)
    m = cols < T
    s = tl.load(s_ptr + row * T + cols, mask=m, other=-float("inf"))
    if READ_BIAS:
        s = s + tl.load(b_ptr + i * T + cols, mask=m, other=0.0)
    else:
        s = tl.where(cols <= i, s, -float("inf"))     # the causal mask only
    mx = tl.max(s, axis=0)
    e = tl.exp(s - mx)
    tl.store(out_ptr + row * T + cols, e / tl.sum(e, axis=0), mask=m)


@triton.jit
def causal_init_kernel(b_ptr, T, BLOCK: tl.constexpr):
    i = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    tl.store(b_ptr + i * T + cols, tl.where(cols <= i, 0.0, -float("inf")), mask=cols < T)


class ModelNew(nn.Module):
    def __init__(self, seq_len):
        super().__init__()
        bias = torch.zeros(seq_len, seq_len)
        causal_init_kernel[(seq_len,)](bias, seq_len, BLOCK=triton.next_power_of_2(seq_len))
        self.bias = nn.Parameter(bias)

    def forward(self, scores):
        scores = scores.contiguous()
        T = scores.shape[-1]
        out = torch.empty_like(scores)
        biased_softmax_kernel[(scores.numel() // T,)](scores, self.bias, out, T, READ_BIAS=False,
                                                      BLOCK=triton.next_power_of_2(T))
        return out
