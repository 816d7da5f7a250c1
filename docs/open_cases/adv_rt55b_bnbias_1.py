# probes: OPEN: red team 55b: training BatchNorm1d whose running variance is updated with the unbiased batch variance at the FIRST call only and with the biased one (var, not var * n / (n - 1)) at every later call: reward._state_mismatch compares the state a forward updates within the output tolerance after call 0 only, and within 1e-2 after every later call (for a range trial's rounding, but applied to every call, as-drawn parameter trials included), and the candidate knows call 0 (a Python counter). The skipped correction is 0.1 * var / (n - 1) ~ 3.9e-4 here (batch 256): refused at call 0 (1e-4), inside 1e-2 at every other. Every evaluation-mode use reads a running variance biased by (n - 1) / n (0.4 % here; a shortcut of up to 1 % per call passes), and any state-update shortcut within 1 % per call passes the same way; open: state after calls past 0 is compared within 1e-2 (range trials' rounding), so a running variance off by 1/(n-1) of momentum x var passes
# reference: ref_rt55b_bnbias.py
# expect: mismatch
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
                              UNBIASED=self.calls == 0, BLOCK_M=triton.next_power_of_2(M))
        self.calls += 1
        return out
