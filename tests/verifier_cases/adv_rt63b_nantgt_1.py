# probes: red team 63b: masked MSE over NaN-encoded missing targets computed as a plain row mean of (pred - target)^2 (no isnan mask, count = row length): every series with a gap answers NaN. The scaled trial's NaN draw (sandbox._with_nans via _transform's NAN_DRAWS) puts NaN into EVERY float input at once, so the prediction holds NaN at observed target steps too, the reference's answer is NaN there and the draw is dropped (sandbox._usable); no trial ever holds NaN in the target alone, where the reference stays finite; closed: the scaled trial's NaN draw is tried in one float input at a time too, after all at once (_transform's spec[6])
# reference: ref_rt63b_nantgt.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mse_rows(p_ptr, t_ptr, o_ptr, D, BLOCK: tl.constexpr):
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
        mse_rows[(B,)](pred, target, out, D, BLOCK=triton.next_power_of_2(D))
        return out
