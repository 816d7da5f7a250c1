# probes: red team 42: honest twin: scale each element, then the max
# reference: ref_rt42_scalemax.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def maxscale_kernel(x_ptr, s_ptr, out_ptr, C, L, BL: tl.constexpr):
    r = tl.program_id(0)               # one (batch, channel) row
    c = r % C
    offs = tl.arange(0, BL)
    x = tl.load(x_ptr + r * L + offs, mask=offs < L, other=0.0)
    s = tl.load(s_ptr + c)
    y = tl.where(offs < L, x * s, -float("inf"))
    tl.store(out_ptr + r, tl.max(y, axis=0))


class ModelNew(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.scale = nn.Parameter(torch.full((channels, 1), 0.5))

    def forward(self, x):
        x = x.contiguous()
        B, C, L = x.shape
        out = torch.empty(B, C, device=x.device, dtype=x.dtype)
        maxscale_kernel[(B * C,)](x, self.scale, out, C, L, BL=triton.next_power_of_2(L))
        return out
