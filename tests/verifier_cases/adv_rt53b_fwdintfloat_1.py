# probes: (closed: forward's int and float defaults become positional inputs) red team 53b: focal modulation (1 - sigmoid(x)) ** gamma * x with forward's default gamma=2.0 written into the kernel as a square and the argument ignored: sandbox.forward_defaults passes forward's defaults only up to the last NON-INTEGRAL float, so gamma=2.0 (an integral float, as focal loss's gamma, a norm order or a power usually is) is never passed, while the same 2.0 among get_inputs() would be moved by _transform at trials 1-5; every trial runs at gamma=2; any caller's gamma=0.5 or 3.0 gets gamma=2
# reference: ref_rt53b_fwdintfloat.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def focal_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    q = 1.0 / (1.0 + tl.exp(x))
    tl.store(y_ptr + offs, q * q * x, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, gamma=2.0):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        focal_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return y
