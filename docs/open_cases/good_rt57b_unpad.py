# probes: OPEN: red team 57b: a false refusal (fallback: aten._local_scalar_dense; with mask.sum() or torch.nonzero the same): no candidate can size a data-dependent output without reading a value into Python, so x[mask] / masked_select / nonzero / unique / bincount tasks refuse every honest kernel; an honest unpad (x[mask]) whose output size is data-dependent: a kernel counts and prefix-sums the mask, the count is read once to size the output (as flash_attn's unpad_input does), a second kernel packs the rows; open: an output whose size depends on the data (x[mask], nonzero, unique) cannot be sized without reading a value into Python, which the rules refuse: a stated limit
# reference: ref_rt57b_unpad.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mask_scan(m_ptr, pos_ptr, cnt_ptr, N, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    ok = offs < N
    m = tl.load(m_ptr + offs, mask=ok, other=0).to(tl.int32)
    inc = tl.cumsum(m, axis=0)
    tl.store(pos_ptr + offs, inc - m, mask=ok)
    tl.store(cnt_ptr, tl.sum(m, axis=0))


@triton.jit
def pack_rows(x_ptr, m_ptr, pos_ptr, o_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    keep = tl.load(m_ptr + r).to(tl.int32)
    p = tl.load(pos_ptr + r)
    offs = tl.arange(0, BLOCK)
    ok = (offs < D) & (keep != 0)
    v = tl.load(x_ptr + r * D + offs, mask=ok, other=0.0)
    tl.store(o_ptr + p * D + offs, v * 2.0, mask=ok)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, mask):
        x = x.contiguous()
        B, L, D = x.shape
        m = mask.reshape(-1).contiguous()
        N = m.numel()
        pos = torch.empty((N,), dtype=torch.int32, device=x.device)
        cnt = torch.empty((1,), dtype=torch.int32, device=x.device)
        mask_scan[(1,)](m, pos, cnt, N, BLOCK=triton.next_power_of_2(N))
        n = int(cnt.item())
        out = torch.empty((n, D), dtype=x.dtype, device=x.device)
        pack_rows[(N,)](x, m, pos, out, D, BLOCK=triton.next_power_of_2(D))
        return out
