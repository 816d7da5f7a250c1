# probes: red team 41: honest slice-sum + LayerNorm (two-pass variance, eps) in one kernel per row
# reference: ref_rt41_loopacc.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sum_ln_kernel(x_ptr, out_ptr, K, D, eps, BLOCK_D: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    m = cols < D
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for k in range(0, K):
        acc += tl.load(x_ptr + (r * K + k) * D + cols, mask=m, other=0.0)
    mean = tl.sum(acc, axis=0) / D
    xc = tl.where(m, acc - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / D
    tl.store(out_ptr + r * D + cols, xc / tl.sqrt(var + eps), mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def forward(self, x):
        x = x.contiguous()
        b, k, d = x.shape
        out = torch.empty(b, d, device=x.device, dtype=x.dtype)
        sum_ln_kernel[(b,)](x, out, k, d, 1e-5, BLOCK_D=triton.next_power_of_2(d))
        return out
