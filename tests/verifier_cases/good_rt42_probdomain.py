# probes: red team 42: honest twin: softmax with the row max subtracted, then the row BCE
# reference: ref_rt42_probdomain.py
# expect: ok
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
    m = tl.max(tl.where(mask, x, -float("inf")), axis=0)
    e = tl.where(mask, tl.exp(x - m), 0.0)
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
