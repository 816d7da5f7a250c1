# probes: a complex parameter initialised to a constant is never keyed (param_signature keys
#   only real floating-point tensors), so a kernel that ignores the gain matches every trial
# reference: ref_rt45b_cplxgain.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cmag_kernel(xr_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    re = tl.load(xr_ptr + 2 * offs, mask=m, other=0.0)
    im = tl.load(xr_ptr + 2 * offs + 1, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.sqrt(re * re + im * im), mask=m)


class ModelNew(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(n, dtype=torch.complex64))

    def forward(self, x):
        xr = torch.view_as_real(x.contiguous())
        n = x.numel()
        out = torch.empty(x.shape, device=x.device, dtype=torch.float32)
        BLOCK = 1024
        cmag_kernel[(triton.cdiv(n, BLOCK),)](xr, out, n, BLOCK=BLOCK)
        return out
