# probes: (red team 36) F.normalize without its max(norm, eps) clamp: no trial drew an all-zero row, so the eps was never met (passed at 30 of 30 keys); now the small trial first tries a draw with one index of dims 0, 1 and -1 zeroed (sandbox._zero_sets)
# reference: ref_rt36_l2norm.py
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
    y = x * tl.rsqrt(ss)                      # one rsqrt, no clamp
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
