# probes: red team 59b (REFUSED at 4 of 4 keys: the large trial's far draw shifts x to one sign, where the moved non-integral p is in the reference's domain; kept as a probe): a forward float exponent (p = 3.0) ignored, the kernel always cubes: at every trial that moves p (x |factor|^(1/16..3/16)) the moved p is non-integral, torch.pow of randn's negative bases is NaN there, and the trial is redrawn as written (p = 3.0 again); so p = 3.0 is the only exponent any trial shows
# reference: ref_rt59b_fpow.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cube_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x * x * x, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, p):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        cube_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
