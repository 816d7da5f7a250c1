# probes: red team 55b: the constructor's alpha (0.35) written into the kernel and never read, beside a width multiplier (0.75) the reference can only take where int(64 * width_mult) divides by GroupNorm's 8 groups: sandbox._moved_init moves ALL constructor floats together (way 1, then way 2) and falls back to get_init_inputs() as written for all of them when the reference raises for each way; a moved width multiplier (0.78-0.97 toward 1, or x0.7-1.4) almost never keeps the width a multiple of 8 (GroupNorm raises), so alpha is never moved either (red team 51a's domainmix, inputs, closed by moving one input at a time; the constructor still moves all at once); any alpha other than 0.35 gets 0.35; closed: where the joint move fails, each constructor float is moved on its own and kept where the reference accepts it
# reference: ref_rt55b_initfreeze.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gn_kernel(x_ptr, out_ptr, D, W, G: tl.constexpr, alpha, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    g = tl.program_id(1)
    cg = W // G
    offs = tl.arange(0, BLOCK)
    m = offs < cg
    x = tl.load(x_ptr + row * D + g * cg + offs, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / cg
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / cg
    y = d / tl.sqrt(var + 1e-5) * alpha
    tl.store(out_ptr + row * W + g * cg + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, in_features, width_mult, alpha):
        super().__init__()
        self.width = int(in_features * width_mult)
        self.alpha = alpha

    def forward(self, x):
        x = x.contiguous()
        B, D = x.shape
        W = self.width
        out = torch.empty((B, W), device=x.device, dtype=x.dtype)
        gn_kernel[(B, 8)](x, out, D, W, 8, 0.35, BLOCK=triton.next_power_of_2(max(W // 8, 1)))
        return out
