# probes: red team 46: honest twin: the row max taken of s * x
# reference: ref_rt46_tempsoftmax.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scaled_softmax_kernel(x_ptr, s_ptr, out_ptr, H, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    h = r % H
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + r * D + offs, mask=m, other=-float("inf"))
    s = tl.load(s_ptr + h)
    # the max of the scaled row
    z = tl.where(m, x * s, -float("inf"))
    mx = tl.max(z, axis=0)
    e = tl.where(m, tl.exp(x * s - mx), 0.0)
    tl.store(out_ptr + r * D + offs, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, heads):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(heads, 1))

    def forward(self, x):
        x = x.contiguous()
        B, H, D = x.shape
        out = torch.empty_like(x)
        scaled_softmax_kernel[(B * H,)](x, self.scale, out, H, D, BLOCK=triton.next_power_of_2(D))
        return out
