# probes: red team 4 #12: a relu left out (x * 3) passed whenever the one shifted trial drew a positive shift (torch.rand inputs are >= 0)
# reference: ref_relu_rand.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


# relu(x) * 3 with the relu left out: get_inputs() draws torch.rand (>= 0), and only the
# "shifted" trial (trial 2 of 5) can contain negatives - and only when its shift is < 0.
@triton.jit
def scale_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 3.0, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        scale_kernel[(triton.cdiv(n, 256),)](x, y, n, BLOCK=256)
        return y
