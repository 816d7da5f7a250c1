# probes: red team 55a: (the class of adv_rt55a_flagscale_1, for a 0.0 float) a clamp bound passed per call as 0.0 ('off') ignored, the kernel only adds: a float 0.0 is multiplied by every trial's factor (still 0.0) and made one in [0.25, 1) only at the small trial's first draw, whose inputs are scaled by 0.001-0.01, so |x + y| never reaches the bound and the clamp never engages where it is switched on; closed: the 0.0 float now moves at the flag calls, at get_inputs()' own scale, where the clamp engages
# reference: ref_rt55a_clipzero.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl

@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    z = tl.load(x_ptr + offs, mask=mask, other=0.0) + tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, z, mask=mask)

class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, clip):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        add_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
