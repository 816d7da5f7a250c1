# probes: OPEN: red team 52a: F.normalize with its clamp max(||x||, eps) at eps = 1e-4 where torch's is 1e-12 (a '16-bit safe' eps): exact for zero rows (0 / eps = 0) and for every row with norm >= 1e-4; a row with norm 1e-5 comes out with norm 0.1 instead of 1. The smallest inputs any trial draws are the small trial's 0.001x-0.01x of get_inputs() (row norms ~0.016-0.16 for randn(64, 256)), besides its exact zero sets: no row norm in (0, 1e-3) is ever met, so the clamp's value is never tested, only its presence
# reference: ref_rt52a_normeps.py (copy of tests/verifier_cases/ref_rt36_l2norm.py)
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def l2n_kernel(x_ptr, out_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    x = tl.load(x_ptr + row * D + offs, mask=m, other=0.0)
    ss = tl.sum(x * x, axis=0)
    y = x / tl.maximum(tl.sqrt(ss), 1e-4)
    tl.store(out_ptr + row * D + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        R, D = x.shape
        l2n_kernel[(R,)](x, out, D, BLOCK=triton.next_power_of_2(D))
        return out
