# probes: red team 63b: honest twin of adv_rt63b_kpmiss_1: coordinates equal to -1 are left out of the sum and of the count
# reference: ref_rt63b_kpmiss.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_smooth_l1_kernel(p_ptr, t_ptr, out_ptr, N, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    total = tl.zeros((), dtype=tl.float32)
    count = tl.zeros((), dtype=tl.float32)
    for start in range(0, N, BLOCK):
        o = start + offs
        m = o < N
        p = tl.load(p_ptr + o, mask=m, other=0.0)
        t = tl.load(t_ptr + o, mask=m, other=0.0)
        valid = m & (t != -1.0)
        d = p - t
        ad = tl.abs(d)
        l = tl.where(ad < 1.0, 0.5 * d * d, ad - 0.5)
        total += tl.sum(tl.where(valid, l, 0.0), axis=0)
        count += tl.sum(tl.where(valid, 1.0, 0.0), axis=0)
    tl.store(out_ptr, total / tl.maximum(count, 1.0))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target):
        p = pred.reshape(-1).contiguous()
        t = target.reshape(-1).contiguous()
        out = torch.empty((), dtype=p.dtype, device=p.device)
        masked_smooth_l1_kernel[(1,)](p, t, out, p.numel(), BLOCK=256)
        return out
