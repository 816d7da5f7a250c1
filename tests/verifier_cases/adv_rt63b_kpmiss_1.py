# probes: red team 63b: a masked keypoint loss whose kernel drops the mask: every coordinate is scored, the -1 of an unannotated keypoint too, and the mean is over all of them. The forward's own equality test against a sentinel (target != -1) is recorded only for INTEGER inputs (sandbox._forward_changes' `compared`, int_ptrs) and _with_sentinels skips float tensors, so a float target never holds its sentinel value (-1.0 exactly: no continuous draw, scale or shift makes one); every batch with an unlabelled keypoint gets the wrong loss; closed: a float input compared with a number (target != -1) gets that number at a sixteenth of its elements at the small trial's edged draw and the scaled trial (_forward_changes' 'float_sentinels', sandbox._with_float_sentinels)
# reference: ref_rt63b_kpmiss.py
# expect: mismatch
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
        valid = m
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
