# probes: correct (red team 68, refused at 7 of 7 keys before this fix): a fused bf16 log-softmax kept in float32 inside; torch's bf16 logits - logsumexp(logits) rounds the logsumexp to bf16 before subtracting and is 0.125 off float64 near 0, where this is right. A 16-bit output's element is accepted within the tolerance of the reference's answer OR of the float64 twin's (sandbox._alt_answers); accepted at 7 of 7 keys
# reference: ref_rt68_bflogp.py
# expect: ok
# honest twin: fused bf16 log-softmax: the row read once, max / sum of exp / logsumexp in fp32 registers, x - lse rounded to bf16 once at the store
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def logp_kernel(x_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=m, other=float("-inf")).to(tl.float32)
    mx = tl.max(x, axis=0)
    s = tl.sum(tl.where(m, tl.exp(x - mx), 0.0), axis=0)
    lse = mx + tl.log(s)
    tl.store(out_ptr + row * N + offs, (x - lse).to(tl.bfloat16), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits):
        x = logits.contiguous()
        N = x.shape[-1]
        M = x.numel() // N
        out = torch.empty_like(x)
        logp_kernel[(M,)](x, out, N, BLOCK=triton.next_power_of_2(N))
        return out
