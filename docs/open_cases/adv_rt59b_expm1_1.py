# probes: OPEN: red team 59b: expm1 computed as exp(x) - 1: the subtraction cancels, leaving an absolute error of about half an ulp of 1.0 (6e-8) whatever x is, so the relative error is ~6e-8 / |x|: 6% at |x| = 1e-6, and exp(x) - 1 == 0 for |x| < 6e-8 (torch.expm1(1e-8) = 1e-8). The smallest inputs any trial draws are get_inputs() x 0.001 (the small trial's 10^[-3, -2]), where max |x| ~ 4e-3 and the comparison's slack tol x (|ref| + max|ref|) >= 4e-7 still covers 6e-8; the NaN/zero-set draws add nothing smaller. The same holds for log(1 + x) for log1p, 2 sigmoid(2x) - 1 for tanh, (exp(x) - exp(-x)) / 2 for sinh; open: inputs never drawn below 1e-3 of get_inputs()' scale (the small trial), where exp(x) - 1 cancels; a tinier try refuses honest tanh written through exp, as the teacher's
# reference: ref_rt59b_expm1.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def expm1_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.exp(x) - 1.0, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        expm1_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
