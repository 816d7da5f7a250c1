# probes: honest twin: the complex gain read at every call through torch.view_as_real(self.w) (a view of the module's parameter), one kernel doing the complex product on (re, im) pairs
# reference: ref_rt48_cplxw.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cmul_kernel(x_ptr, w_ptr, out_ptr, N, total, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)     # complex element index
    m = offs < total
    k = offs % N
    xr = tl.load(x_ptr + offs * 2, mask=m, other=0.0)
    xi = tl.load(x_ptr + offs * 2 + 1, mask=m, other=0.0)
    wr = tl.load(w_ptr + k * 2, mask=m, other=0.0)
    wi = tl.load(w_ptr + k * 2 + 1, mask=m, other=0.0)
    tl.store(out_ptr + offs * 2, xr * wr - xi * wi, mask=m)
    tl.store(out_ptr + offs * 2 + 1, xr * wi + xi * wr, mask=m)


class ModelNew(nn.Module):
    def __init__(self, n_bins):
        super().__init__()
        self.w = nn.Parameter(torch.randn(n_bins, dtype=torch.cfloat))

    def forward(self, x):
        x = x.contiguous()
        N = x.shape[-2]
        total = x.numel() // 2
        out = torch.empty_like(x)
        cmul_kernel[(triton.cdiv(total, 1024),)](x, torch.view_as_real(self.w), out, N, total,
                                                  BLOCK=1024)
        return out
