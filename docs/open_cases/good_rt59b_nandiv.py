# probes: red team 59b: honest twin of adv_rt59b_nandiv_1: plain IEEE division (x / 0 = +-inf, 0 / 0 = NaN, as torch)
# reference: ref_rt59b_nandiv.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def div_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=1.0)
    q = x / y
    tl.store(out_ptr + offs, q, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        div_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
