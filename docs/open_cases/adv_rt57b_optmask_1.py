# probes: OPEN: red team 57b: a forward's None default for an optional tensor (mask=None) is never passed: sandbox.forward_defaults / _default_moves pass and move int, float, bool and word defaults only, and get_inputs() gives no mask, so this softmax that drops the mask argument unread passes; every caller that passes a padding or causal mask gets the unmasked softmax; open: a forward parameter whose default is None is never passed (which tensor, of which shape, a caller passes is not in the signature)
# reference: ref_rt57b_optmask.py
# expect: mismatch
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
        softmax_rows[(rows,)](x, m, out, N, HAS_MASK=False,
                              BLOCK=triton.next_power_of_2(N))
        return out
