# probes: (refused since constructor floats keep their sign; a regression case for a sign flip of all of them) (red team 48) RMSNorm -> F.normalize with F.normalize's clamp left out (y / ||y||: NaN for a zero row, a padding token's zero hidden state, where torch answers 0). The small trial's zero sets catch this (red team 36) at the task's eps; but _moved_init way 1 flips the eps to a negative number, the reference stays finite on get_inputs() as written (mean square ~16), and every trial that brings a row's mean square below |eps| (the zero sets, the small draw, the rows scaled down) is non-finite there and redrawn as written: no zero row is ever compared
# reference: ref_rt48_epsflip.py
# expect: mismatch
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
        rms_l2_kernel[(rows,)](x, self.weight, out, D, self.eps, CLAMP=False,
                               BLOCK=triton.next_power_of_2(D))
        return out
