# probes: honest twin of adv_rt55b_cfgobj_1: the config's residual_scale passed to the kernel
# reference: ref_rt55b_cfgobj.py
# expect: reference
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def res_kernel(x_ptr, h_ptr, out_ptr, n, scale, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    h = tl.load(h_ptr + offs, mask=m, other=0.0)
    e = tl.exp(-2.0 * tl.abs(h))
    t = (1.0 - e) / (1.0 + e)
    t = tl.where(h >= 0, t, -t)
    tl.store(out_ptr + offs, x + scale * t, mask=m)


class ModelNew(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.scale = config.residual_scale

    def forward(self, x, h):
        x = x.contiguous()
        h = h.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        res_kernel[(triton.cdiv(n, 1024),)](x, h, out, n, self.scale, BLOCK=1024)
        return out
