# probes: OPEN: red team 59b: (the +-inf face of adv_rt59b_nanrelu_1) a "safe" division that answers 0 wherever y == 0, where torch answers +-inf (or NaN for 0 / 0): the small trial zeroes a row and a column of y (sandbox._zero_sets), the reference is not finite there, and the draw is dropped for one without zeros (sandbox._usable); the NaN/inf draws are dropped the same way. So a kernel that hides every division by zero (a zero count, a dead feature, a zero-variance column) behind a 0 is accepted; open: non-finite answers are never compared (a trial whose reference is not finite is redrawn); comparing them would refuse honest kernels whose reductions drop NaN (tl.max under the interpreter)
# reference: ref_rt59b_nandiv.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def div_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=1.0)
    q = tl.where(y == 0.0, 0.0, x / tl.where(y == 0.0, 1.0, y))
    tl.store(out_ptr + offs, q, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        x = x.contiguous()
        y = y.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        div_kernel[(triton.cdiv(n, 1024),)](x, y, out, n, BLOCK=1024)
        return out
