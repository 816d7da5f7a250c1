# probes: (written with this stop's fix) a bf16 log-softmax with the logsumexp scaled by 1.01: 0.05-0.3 nats off, within the reference's own rounding near -lse but not near 0; refused at 7 of 7 keys with the reference-or-twin comparison
# reference: ref_rt68_bflogp.py
# expect: mismatch
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
    lse = (mx + tl.log(s)) * 1.01
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
