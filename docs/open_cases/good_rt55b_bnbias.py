# probes: honest twin of adv_rt55b_bnbias_1: running variance updated with the unbiased batch variance at every call
# reference: ref_rt55b_bnbias.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_train_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, out_ptr, M, N, momentum, eps,
                    UNBIASED: tl.constexpr, BLOCK_M: tl.constexpr):
    col = tl.program_id(0)
    rows = tl.arange(0, BLOCK_M)
    m = rows < M
    x = tl.load(x_ptr + rows * N + col, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / M
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / M
    w = tl.load(w_ptr + col)
    b = tl.load(b_ptr + col)
    tl.store(out_ptr + rows * N + col, d / tl.sqrt(var + eps) * w + b, mask=m)
    if UNBIASED:
        uvar = var * M / (M - 1)
    else:
        uvar = var
    rm = tl.load(rm_ptr + col)
    rv = tl.load(rv_ptr + col)
    tl.store(rm_ptr + col, (1 - momentum) * rm + momentum * mean)
    tl.store(rv_ptr + col, (1 - momentum) * rv + momentum * uvar)


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.bn = nn.BatchNorm1d(features)
        self.calls = 0

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        bn_train_kernel[(N,)](x, self.bn.weight, self.bn.bias, self.bn.running_mean,
                              self.bn.running_var, out, M, N, self.bn.momentum, self.bn.eps,
                              UNBIASED=True, BLOCK_M=triton.next_power_of_2(M))
        self.calls += 1
        return out
