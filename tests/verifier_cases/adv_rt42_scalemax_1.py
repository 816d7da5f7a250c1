# probes: red team 42: max pool first, scale after: max(s x) = s max(x) only for s >= 0; constant-initialised parameters are keyed as const x U[0.5,1.5], never changing sign, so a negative scale (a min pool) is never met (closed by the parameter trials (sandbox.param_move): the 'signs' move makes scales negative)
# reference: ref_rt42_scalemax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def maxscale_kernel(x_ptr, s_ptr, out_ptr, C, L, BL: tl.constexpr):
    r = tl.program_id(0)               # one (batch, channel) row
    c = r % C
    offs = tl.arange(0, BL)
    x = tl.load(x_ptr + r * L + offs, mask=offs < L, other=-float("inf"))
    s = tl.load(s_ptr + c)
    tl.store(out_ptr + r, tl.max(x, axis=0) * s)       # the scale after the max


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
