# probes: red team 55b: the constructor's complex gain (0.6 + 0.8j, what get_init_inputs passes) written into the kernel and never read: sandbox._moved_init moves only leaves with type(x) is float (and float tensors), so a Python complex among the constructor arguments is the same number at every trial (round 53 made a complex passed to forward move as a float; the constructor was left out); any other gain (another phase, another magnitude) gets the hard-coded rotation; closed: a constructor complex moves as a float does, its phase kept (sandbox._moved_init)
# reference: ref_rt55b_initcplx.py
# expect: mismatch
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
        cmul_kernel[(triton.cdiv(n, 1024),)](xr, out, n, 0.6, 0.8, BLOCK=1024)
        return torch.view_as_complex(out)
