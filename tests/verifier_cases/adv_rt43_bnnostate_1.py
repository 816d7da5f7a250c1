# probes: red team 43: training-mode BatchNorm1d(affine=False) with no running statistics held at all: with no paired tensor, reward.answer sets unpaired = [] ("if pairs else []") and the state the reference's forward updates is never compared
# reference: ref_rt43_bnnoaffine.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_kernel(x_ptr, out_ptr, N, C, eps, BLOCK_N: tl.constexpr):
    c = tl.program_id(0)
    rows = tl.arange(0, BLOCK_N)
    m = rows < N
    x = tl.load(x_ptr + rows * C + c, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(m, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    tl.store(out_ptr + rows * C + c, xc / tl.sqrt(var + eps), mask=m)


class ModelNew(nn.Module):
    def __init__(self, c):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        n, c = x.shape
        out = torch.empty_like(x)
        bn_kernel[(c,)](x, out, n, c, 1e-5, BLOCK_N=triton.next_power_of_2(n))
        return out
