# probes: correct (red team 52a, twin of adv_rt52a_uniformvec_1): per-feature weight and bias
# reference: ref_rt52a_uniformvec.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ln_kernel(x_ptr, w_ptr, b_ptr, out_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    x = tl.load(x_ptr + row * D + cols, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / D
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / D
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    b = tl.load(b_ptr + cols, mask=m, other=0.0)
    tl.store(out_ptr + row * D + cols, d * tl.rsqrt(var + eps) * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, weight, bias):
        x = x.contiguous()
        weight = weight.contiguous()
        bias = bias.contiguous()
        D = x.shape[-1]
        out = torch.empty_like(x)
        ln_kernel[(x.numel() // D,)](x, weight, bias, out, D, 1e-5,
                                      BLOCK=triton.next_power_of_2(D))
        return out
