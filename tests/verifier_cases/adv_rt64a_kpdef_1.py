# probes: red team 64a: (63b's kpmiss with the fill value as forward's float default) a keypoint loss that scores every coordinate (no fill check; mean over all): wrong for every batch with an unannotated keypoint; _forward_changes' 'float_sentinels' records -1.0 on forward(*get_inputs()), but _with_float_sentinels writes it only at the small trial's edged draw and the scaled trial, where _transform moves every Python float among the inputs (forward_defaults passes `missing`) by |scale| ** (1/16 to 3/16), so the reference then skips another number and the written -1s are ordinary values; at the normal draws no continuous draw holds -1; closed: a float sentinel that is a Python float input moves with it (_transform's moved_floats)
# reference: ref_rt64a_kpdef.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_smooth_l1_kernel(p_ptr, t_ptr, out_ptr, N, missing, BLOCK: tl.constexpr):
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

    def forward(self, pred, target, missing=-1.0):
        p = pred.reshape(-1).contiguous()
        t = target.reshape(-1).contiguous()
        out = torch.empty((), dtype=p.dtype, device=p.device)
        masked_smooth_l1_kernel[(1,)](p, t, out, p.numel(), missing, BLOCK=512)
        return out
