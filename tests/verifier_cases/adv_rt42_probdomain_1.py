# probes: red team 42: softmax WITHOUT the max subtraction; p's [0,1] domain makes every large/scaled/shifted trial redraw as written
# reference: ref_rt42_probdomain.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bce_kernel(x_ptr, p_ptr, out_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(x_ptr + row * N + offs, mask=mask, other=0.0)
    p = tl.load(p_ptr + row * N + offs, mask=mask, other=0.5)
    e = tl.where(mask, tl.exp(x), 0.0)          # no max subtraction
    q = e / tl.sum(e, axis=0)
    v = -(q * tl.log(p) + (1.0 - q) * tl.log(1.0 - p))
    v = tl.where(mask, v, 0.0)
    tl.store(out_ptr + row, tl.sum(v, axis=0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, p):
        logits = logits.contiguous()
        p = p.contiguous()
        B, N = logits.shape
        out = torch.empty(B, device=logits.device, dtype=logits.dtype)
        bce_kernel[(B,)](logits, p, out, N, BLOCK=triton.next_power_of_2(N))
        return out
