# probes: red team 55b: (escape of round 53's forward_defaults and round 54's bool flip) forward(x, y, apply_relu=True) with the flag accepted and never read, the kernel always applies the ReLU: sandbox.forward_defaults passes forward's defaults by position only up to the last finite float or int, never a bool (or str, tuple), so a bool default get_inputs() leaves alone is never an input and _transform's small-trial bool flip never meets it; every trial runs apply_relu=True; any caller's forward(x, y, False) (or apply_relu=False) gets relu(x + y); closed: forward's bool and str defaults are passed too (sandbox._default_moves), and move as flags
# reference: ref_rt55b_fwdbooldef.py
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
    z = tl.maximum(z, 0.0)
    tl.store(out_ptr + offs, z, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, apply_relu=True):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_relu_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
