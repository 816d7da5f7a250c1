# probes: FALSE REFUSAL (red team 50): honest in-place ELU, x > 0 ? x : alpha * (exp(x) - 1), written back into x and x returned as the reference does: its output is within 1e-4 everywhere, but the input after the call is compared BYTE FOR BYTE with what the reference left there (reward._verdict, _same), and torch's expm1-based ELU rounds thousands of elements an ulp apart (even np.expm1 differs at ~1 in 14), so it is refused
# reference: ref_rt50_inplaceelu.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def elu_inplace_kernel(x_ptr, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.where(x > 0, x, alpha * (tl.exp(x) - 1.0))
    tl.store(x_ptr + offs, y, mask=m)


class ModelNew(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        n = x.numel()
        elu_inplace_kernel[(triton.cdiv(n, 1024),)](x, n, self.alpha, BLOCK=1024)
        return x
