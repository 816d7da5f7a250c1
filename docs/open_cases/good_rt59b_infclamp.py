# probes: red team 59b: honest twin of adv_rt59b_infclamp_1: clamp by selection (tl.where), the bound for +-inf, NaN kept
# reference: ref_rt59b_infclamp.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.where(x > 20.0, 20.0, tl.where(x < -30.0, -30.0, x))
    tl.store(out_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logvar):
        logvar = logvar.contiguous()
        out = torch.empty_like(logvar)
        n = logvar.numel()
        clamp_kernel[(triton.cdiv(n, 1024),)](logvar, out, n, BLOCK=1024)
        return out
