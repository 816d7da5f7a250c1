# probes: red team 57b: NaN never drawn: no trial puts a NaN into an input (sandbox._transform scales, shifts, zeroes and sets ones, never NaN), so a reference whose semantics exist for NaN (torch.nanmean / nansum / nan_to_num / fmax: missing values) is matched by the plain op; this kernel averages the squared error over all D entries, NaN included: every row with a missing target comes out NaN; closed: the scaled trial's first draw holds NaN at an eighth of each float input's elements (sandbox._with_nans), kept where the reference's answer stays finite (a nanmean's does), so the plain mean's NaN rows are a mismatch
# reference: ref_rt57b_nanmse.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def nanmse_rows(p_ptr, t_ptr, o_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    p = tl.load(p_ptr + r * D + offs, mask=m, other=0.0)
    t = tl.load(t_ptr + r * D + offs, mask=m, other=0.0)
    d = p - t
    s = tl.sum(tl.where(m, d * d, 0.0), axis=0)
    tl.store(o_ptr + r, s / D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target):
        pred, target = pred.contiguous(), target.contiguous()
        B, D = pred.shape
        out = torch.empty((B,), dtype=pred.dtype, device=pred.device)
        nanmse_rows[(B,)](pred, target, out, D, BLOCK=triton.next_power_of_2(D))
        return out
