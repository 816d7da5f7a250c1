# probes: red team 53b: honest twin of adv_rt53b_fwdint_1: the integer exponent is passed to the kernel (a constexpr loop of multiplications)
# reference: ref_rt53b_fwdint.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ipow_kernel(x_ptr, y_ptr, n, P: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    acc = tl.full([BLOCK], 1.0, tl.float32)
    for i in tl.static_range(P):
        acc = acc * x
    tl.store(y_ptr + offs, acc, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, p=3):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        ipow_kernel[(triton.cdiv(n, 1024),)](x, y, n, P=p, BLOCK=1024)
        return y
