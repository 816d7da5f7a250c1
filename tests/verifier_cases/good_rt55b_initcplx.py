# probes: honest twin of adv_rt55b_initcplx_1: the gain's real and imaginary parts passed to the kernel
# reference: ref_rt55b_initcplx.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cmul_kernel(x_ptr, out_ptr, n, gr, gi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    re = tl.load(x_ptr + 2 * offs, mask=m, other=0.0)
    im = tl.load(x_ptr + 2 * offs + 1, mask=m, other=0.0)
    tl.store(out_ptr + 2 * offs, re * gr - im * gi, mask=m)
    tl.store(out_ptr + 2 * offs + 1, re * gi + im * gr, mask=m)


class ModelNew(nn.Module):
    def __init__(self, gain):
        super().__init__()
        self.gr = complex(gain).real
        self.gi = complex(gain).imag

    def forward(self, x):
        xr = torch.view_as_real(x.contiguous())
        out = torch.empty_like(xr)
        n = x.numel()
        cmul_kernel[(triton.cdiv(n, 1024),)](xr, out, n, self.gr, self.gi, BLOCK=1024)
        return torch.view_as_complex(out)
