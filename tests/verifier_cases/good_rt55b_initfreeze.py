# probes: honest twin of adv_rt55b_initfreeze_1: width and alpha read from the constructor
# reference: ref_rt55b_initfreeze.py
# expect: ok
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
        gn_kernel[(B, 8)](x, out, D, W, 8, self.alpha, BLOCK=triton.next_power_of_2(max(W // 8, 1)))
        return out
