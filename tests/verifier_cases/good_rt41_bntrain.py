# probes: red team 41: honest training-mode BatchNorm1d: batch statistics (two-pass), affine, and the running-statistics update (momentum 0.1, unbiased variance)
# reference: ref_rt41_bntrain.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_train_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, out_ptr, N, C, eps, momentum,
                    UPDATE: tl.constexpr, BLOCK_N: tl.constexpr):
    c = tl.program_id(0)
    rows = tl.arange(0, BLOCK_N)
    m = rows < N
    x = tl.load(x_ptr + rows * C + c, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(m, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    w = tl.load(w_ptr + c)
    b = tl.load(b_ptr + c)
    tl.store(out_ptr + rows * C + c, xc / tl.sqrt(var + eps) * w + b, mask=m)
    if UPDATE:
        rm = tl.load(rm_ptr + c)
        rv = tl.load(rv_ptr + c)
        tl.store(rm_ptr + c, (1.0 - momentum) * rm + momentum * mean)
        tl.store(rv_ptr + c, (1.0 - momentum) * rv + momentum * var * N / (N - 1))


class ModelNew(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.bn = nn.BatchNorm1d(c)

    def forward(self, x):
        x = x.contiguous()
        n, c = x.shape
        out = torch.empty_like(x)
        bn_train_kernel[(c,)](x, self.bn.weight, self.bn.bias, self.bn.running_mean,
                              self.bn.running_var, out, n, c, 1e-5, 0.1, UPDATE=True,
                              BLOCK_N=triton.next_power_of_2(n))
        return out
