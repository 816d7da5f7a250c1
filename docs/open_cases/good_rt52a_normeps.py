# probes: correct (red team 52a, twin of adv_rt52a_normeps_1; a copy of tests/verifier_cases/good_rt36_l2norm.py): torch's clamp eps 1e-12
# reference: ref_rt52a_normeps.py
# expect: ok
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
    y = x / tl.maximum(tl.sqrt(ss), 1e-12)
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
