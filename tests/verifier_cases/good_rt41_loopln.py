# probes: red team 41: honest prefix sum over tokens + LayerNorm (two-pass variance, eps), one program per sequence
# reference: ref_rt41_loopln.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumsum_ln_kernel(x_ptr, out_ptr, T, D, eps, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    m = cols < D
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for t in range(0, T):
        acc += tl.load(x_ptr + (b * T + t) * D + cols, mask=m, other=0.0)
        mean = tl.sum(acc, axis=0) / D
        xc = tl.where(m, acc - mean, 0.0)
        var = tl.sum(xc * xc, axis=0) / D
        tl.store(out_ptr + (b * T + t) * D + cols, xc / tl.sqrt(var + eps), mask=m)


class ModelNew(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def forward(self, x):
        x = x.contiguous()
        b, t, d = x.shape
        out = torch.empty_like(x)
        cumsum_ln_kernel[(b,)](x, out, t, d, 1e-5, BLOCK_D=triton.next_power_of_2(d))
        return out
