# probes (OPEN, refused at 6 of 20 keys): 1-D softmax that subtracts the max only when |max| > 200 (Inf/NaN for a max in (88.7, 200]); the row-by-row 0.1x-100x scaling of red team 31 applied to tensors of 2+ dims only, so a 1-D input met scales in [0.1, 10] (max <= ~50) or >= 100 (max >= ~300), never the gap. Since round 32 a tensor with a single row takes one factor from 10x to 100x at the scaled trial (the decade no other trial covers): the gap is met at about 1 key in 3, never at every key, with one draw
# reference: ref_rt32_softmax1d.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def max_kernel(x_ptr, m_ptr, N, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < N, other=-float("inf"))
    tl.store(m_ptr, tl.max(x, axis=0))


@triton.jit
def softmax_kernel(x_ptr, m_ptr, out_ptr, N, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    mask = offs < N
    x = tl.load(x_ptr + offs, mask=mask, other=-float("inf"))
    mx = tl.load(m_ptr)
    m = tl.where(tl.abs(mx) > 200.0, mx, 0.0)
    e = tl.where(mask, tl.exp(x - m), 0.0)
    s = tl.sum(e, axis=0)
    tl.store(out_ptr + offs, e / s, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n = x.shape[0]
        out = torch.empty_like(x)
        m = torch.empty(1, device=x.device, dtype=x.dtype)
        BLOCK = triton.next_power_of_2(n)
        max_kernel[(1,)](x, m, n, BLOCK=BLOCK)
        softmax_kernel[(1,)](x, m, out, n, BLOCK=BLOCK)
        return out
