# probes: red team 58a: (escape of round 57b's emptymask closure) sandbox._random_ints_edged clears a row of a bool mask only where it has TWO or more dims ('if t.dim() < 2: return t'); a 1-D mask (a per-sample valid flag, positive anchors, non-terminal steps) drawn by rand(64) < 0.5 is never all False (2^-64) and never moved; this masked loss divides by the raw valid count, without the reference's clamp(min=1): every batch with no valid sample (no positive anchor in an image: common) gives NaN (0/0) where the reference gives 0; closed: a 1-D random bool input is all False at the small trial's first draw (sandbox._random_ints_edged), kept where the reference stays finite
# reference: ref_rt58a_validmse.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def masked_mse(p_ptr, t_ptr, v_ptr, o_ptr, B, D, BLOCK_B: tl.constexpr, BLOCK_D: tl.constexpr):
    bs = tl.arange(0, BLOCK_B)
    ds = tl.arange(0, BLOCK_D)
    bm = bs < B
    m = bm[:, None] & (ds[None, :] < D)
    p = tl.load(p_ptr + bs[:, None] * D + ds[None, :], mask=m, other=0.0)
    t = tl.load(t_ptr + bs[:, None] * D + ds[None, :], mask=m, other=0.0)
    d = p - t
    per = tl.sum(d * d, axis=1) / D
    v = tl.load(v_ptr + bs, mask=bm, other=0).to(tl.float32)
    cnt = tl.sum(v, axis=0)
    tl.store(o_ptr, tl.sum(per * v, axis=0) / cnt)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, valid):
        pred = pred.contiguous()
        target = target.contiguous()
        B, D = pred.shape
        v = valid.contiguous()
        out = torch.empty((), dtype=pred.dtype, device=pred.device)
        masked_mse[(1,)](pred, target, v, out, B, D,
                         BLOCK_B=triton.next_power_of_2(B), BLOCK_D=triton.next_power_of_2(D))
        return out
