# probes: red team 58a: (neighbour of round 57b's nanmse closure) the scaled trial's first draw holds NaN (sandbox._with_nans) but no trial ever holds +inf or -inf in a float input (scaling, shifting, zero sets and NaNs: every float stays finite or NaN); this nan_to_num(posinf=0, neginf=0) mean zeroes only NaN (x == x): every row with an infinite reading (an fp16 overflow upstream, a log of 0) gives +-inf (or NaN for both signs) where the reference gives a finite mean; closed: the scaled trial first tries NaN with +inf and -inf among them (sandbox._with_nans(infs=True)), then NaN alone, each kept where the reference stays finite
# reference: ref_rt58a_infclean.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clean_mean(x_ptr, o_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + r * D + offs, mask=m, other=0.0)
    x = tl.where(x == x, x, 0.0)        # NaN -> 0
    tl.store(o_ptr + r, tl.sum(x, axis=0) / D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        D = x.shape[-1]
        out = torch.empty(x.shape[:-1], dtype=x.dtype, device=x.device)
        clean_mean[(x.numel() // D,)](x, out, D, BLOCK=triton.next_power_of_2(D))
        return out
