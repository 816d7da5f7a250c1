# probes: red team 63a: honest twin of adv_rt63a_glob2d_1: the kept-token count clamped at 1 in the kernel
# reference: ref_rt63a_glob2d.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_nll_kernel(x_ptr, m_ptr, out_ptr, N, GUARD: tl.constexpr, BN: tl.constexpr):
    offs = tl.arange(0, BN)
    inb = offs < N
    x = tl.load(x_ptr + offs, mask=inb, other=0.0)
    m = tl.load(m_ptr + offs, mask=inb, other=0).to(tl.float32)
    s = tl.sum(x * m, axis=0)
    c = tl.sum(m, axis=0)
    if GUARD:
        c = tl.maximum(c, 1.0)
    tl.store(out_ptr, -s / c)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, token_logp, loss_mask):
        x = token_logp.contiguous()
        m = loss_mask.contiguous()
        N = x.numel()
        out = torch.empty((), device=x.device, dtype=x.dtype)
        masked_nll_kernel[(1,)](x, m, out, N, GUARD=True, BN=triton.next_power_of_2(N))
        return out
