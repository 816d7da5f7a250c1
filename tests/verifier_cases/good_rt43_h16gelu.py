# probes: red team 43: honest twin of adv_rt43_initmode_1: fp16 erf-GELU computed in the kernel (fp32 math), a kaiming_uniform_ weight init with a plain mode string
# reference: ref_rt43_h16gelu.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = 0.5 * x * (1.0 + tl.math.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y.to(tl.float16), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        w = torch.empty(4, 4)
        torch.nn.init.kaiming_uniform_(w, mode="fan_in")

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
