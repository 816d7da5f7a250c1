# probes: honest twin of adv_rt55b_objstate_1: the running statistics kept in the same kind of helper object and updated by the kernel, in place
# reference: ref_rt55b_objstate.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn_cols_kernel(x_ptr, out_ptr, rm_ptr, rv_ptr, M, N, momentum, BLOCK_M: tl.constexpr):
    col = tl.program_id(0)
    rows = tl.arange(0, BLOCK_M)
    m = rows < M
    x = tl.load(x_ptr + rows * N + col, mask=m, other=0.0)
    mean = tl.sum(x, axis=0) / M
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / M
    tl.store(out_ptr + rows * N + col, d / tl.sqrt(var + 1e-5), mask=m)
    rm = tl.load(rm_ptr + col)
    rv = tl.load(rv_ptr + col)
    tl.store(rm_ptr + col, rm * (1 - momentum) + momentum * mean)
    tl.store(rv_ptr + col, rv * (1 - momentum) + momentum * var)


class RunningMeanStd:
    def __init__(self, shape, momentum=0.1):
        self.mean = torch.zeros(shape)
        self.var = torch.ones(shape)
        self.momentum = momentum


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.rms = RunningMeanStd(features)

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty_like(x)
        bn_cols_kernel[(N,)](x, out, self.rms.mean, self.rms.var, M, N, self.rms.momentum,
                             BLOCK_M=triton.next_power_of_2(M))
        return out
