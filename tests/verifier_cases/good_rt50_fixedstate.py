# probes: honest twin of adv_rt50_fixedstate_1: one kernel centres the batch and moves both running estimates (mean and covariance) by the moving average, as the reference does
# reference: ref_rt50_fixedstate.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def centre_kernel(x_ptr, out_ptr, rm_ptr, rc_ptr, momentum,
                  N: tl.constexpr, C: tl.constexpr, COV: tl.constexpr):
    rn = tl.arange(0, N)
    rc = tl.arange(0, C)
    x = tl.load(x_ptr + rn[:, None] * C + rc[None, :])           # (N, C)
    mean = tl.sum(x, axis=0) / N
    xc = x - mean[None, :]
    tl.store(out_ptr + rn[:, None] * C + rc[None, :], xc)
    rm = tl.load(rm_ptr + rc)
    tl.store(rm_ptr + rc, rm + momentum * (mean - rm))
    if COV:
        cov = tl.dot(tl.trans(xc), xc, input_precision="ieee") / (N - 1)   # (C, C)
        old = tl.load(rc_ptr + rc[:, None] * C + rc[None, :])
        tl.store(rc_ptr + rc[:, None] * C + rc[None, :], old + momentum * (cov - old))


class ModelNew(nn.Module):
    def __init__(self, num_features):
        super().__init__()
        self.momentum = 0.1
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_cov", torch.empty(num_features, num_features))
        nn.init.eye_(self.running_cov)

    def forward(self, x):
        x = x.contiguous()
        N, C = x.shape
        out = torch.empty_like(x)
        centre_kernel[(1,)](x, out, self.running_mean, self.running_cov, self.momentum,
                            N=N, C=C, COV=True)
        return out
