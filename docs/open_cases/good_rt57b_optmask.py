# probes: red team 57b: honest twin of adv_rt57b_optmask_1: the optional additive mask added when given
# reference: ref_rt57b_optmask.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_rows(x_ptr, m_ptr, o_ptr, N, HAS_MASK: tl.constexpr, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    ok = offs < N
    x = tl.load(x_ptr + r * N + offs, mask=ok, other=float("-inf"))
    if HAS_MASK:
        x = x + tl.load(m_ptr + r * N + offs, mask=ok, other=0.0)
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(o_ptr + r * N + offs, e / tl.sum(e, axis=0), mask=ok)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask=None):
        x = scores.contiguous()
        N = x.shape[-1]
        rows = x.numel() // N
        out = torch.empty_like(x)
        m = mask.expand(x.shape).contiguous() if mask is not None else x
        softmax_rows[(rows,)](x, m, out, N, HAS_MASK=mask is not None,
                              BLOCK=triton.next_power_of_2(N))
        return out
