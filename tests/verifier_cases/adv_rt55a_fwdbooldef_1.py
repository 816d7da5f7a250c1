# probes: red team 55a: a bool DEFAULT of forward (apply_relu: bool = True) ignored, the kernel always applies the ReLU: sandbox.forward_defaults passes forward's defaults by position only up to the last finite float or int ('not a bool'), so a trailing bool (or str: reduction="mean", approximate="none") default is never passed, and the small trial's flip of a Python bool (round 54) never sees it; every trial calls forward(x, y), and forward(x, y, False) is never met; closed: forward's bool and str defaults are passed too (sandbox._default_moves), and move as flags
# reference: ref_rt55a_fwdbooldef.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_relu_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    z = tl.load(x_ptr + offs, mask=mask, other=0.0) + tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(z, 0.0), mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, apply_relu: bool = True):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
