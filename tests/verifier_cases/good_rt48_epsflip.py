# probes: honest twin: one program per row: the mean square, rsqrt(ms + eps), the weight, then the row's L2 norm clamped at 1e-12 as F.normalize does
# reference: ref_rt48_epsflip.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rms_l2_kernel(x_ptr, w_ptr, out_ptr, D, eps, CLAMP: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    x = tl.load(x_ptr + row * D + cols, mask=m, other=0.0)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    ms = tl.sum(x * x, axis=0) / D
    y = x * (1.0 / tl.sqrt(ms + eps)) * w
    nrm = tl.sqrt(tl.sum(y * y, axis=0))
    if CLAMP:
        nrm = tl.maximum(nrm, 1e-12)
    tl.store(out_ptr + row * D + cols, y / nrm, mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x):
        x = x.contiguous()
        D = x.shape[-1]
        rows = x.numel() // D
        out = torch.empty_like(x)
        rms_l2_kernel[(rows,)](x, self.weight, out, D, self.eps, CLAMP=True,
                               BLOCK=triton.next_power_of_2(D))
        return out
