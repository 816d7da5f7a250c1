# probes: red team 56b: honest twin of adv_rt56b_convexmix_1: the blend reads the constructor's weights (passed to the kernel as floats)
# reference: ref_rt56b_convexmix.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mix_kernel(x_ptr, out_ptr, n, wg, ws, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    g = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    s = x / (1.0 + tl.exp(-x))
    tl.store(out_ptr + offs, wg * g + ws * s, mask=m)


class ModelNew(nn.Module):
    def __init__(self, w_gelu, w_silu):
        super().__init__()
        self.w_gelu = w_gelu
        self.w_silu = w_silu

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        mix_kernel[(triton.cdiv(n, 1024),)](x, out, n, self.w_gelu, self.w_silu, BLOCK=1024)
        return out
