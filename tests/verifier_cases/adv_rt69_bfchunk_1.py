# probes: (written with this stop's fix, after red team 69's cheat against the reverted rounding bound) a bf16 log-softmax whose chunked logsumexp never rescales the running sum when the chunk max changes (the last chunk's max taken): nats off; refused at 7 of 7 keys with the reference-or-twin comparison
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
    s = 0.0
    mx = -float("inf")
    for c in range(0, BLOCK, 256):
        cm = (offs >= c) & (offs < c + 256) & m
        mc = tl.max(tl.where(cm, x, float("-inf")), axis=0)
        s += tl.sum(tl.where(cm, tl.exp(x - mc), 0.0), axis=0)
        mx = mc
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
