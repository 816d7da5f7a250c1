# probes: (2026-12-07: the cheat and its twin now update the running statistics, as a training-mode BatchNorm must; before, both were refused at every key for skipping them, which said nothing of the variance) refused at 4 of 7 keys (01, 02, 06, 5e), ok at 03, 04, 05; twin accepted at 7 of 7 --- (OPEN, refused at 13 of 15 keys since round 36 (0 of 30 before): a BatchNorm1d's columns now move apart (trial 2, sandbox._apart), but torch's own fp32 BatchNorm is 1-2e-5 off its float64 twin 70-110 deviations out, so the draws past 35 deviations are often not kept, and at 20-35 the pivot trick fits the tolerance): (red team 36) BatchNorm1d on a 2-D (N, C) input: one-pass variance about ONE pivot (x[0,0]) for every column; _apart moves rows of a 2-D tensor, so each column pools both signs, and the whole-tensor shift keeps the pivot near every column; wrong where feature columns have different offsets
# reference: ref_rt36_bn1d.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bn1d_kernel(x_ptr, w_ptr, b_ptr, rm_ptr, rv_ptr, out_ptr, N, C, eps, mom, PIVOT: tl.constexpr,
                BLOCK: tl.constexpr):
    ch = tl.program_id(0)
    rows = tl.arange(0, BLOCK)
    mask = rows < N
    x = tl.load(x_ptr + rows * C + ch, mask=mask, other=0.0)
    if PIVOT:
        c = tl.load(x_ptr)                        # shift by one element for stability
        d = tl.where(mask, x - c, 0.0)
        m1 = tl.sum(d, axis=0) / N
        var = tl.sum(d * d, axis=0) / N - m1 * m1
        mean = m1 + c
    else:
        mean = tl.sum(x, axis=0) / N
        d = tl.where(mask, x - mean, 0.0)
        var = tl.sum(d * d, axis=0) / N
    y = (x - mean) / tl.sqrt(tl.maximum(var, 0.0) + eps)
    w = tl.load(w_ptr + ch)
    b = tl.load(b_ptr + ch)
    tl.store(out_ptr + rows * C + ch, y * w + b, mask=mask)
    # (training mode: the running statistics move too, the variance unbiased)
    rm = tl.load(rm_ptr + ch)
    rv = tl.load(rv_ptr + ch)
    tl.store(rm_ptr + ch, (1.0 - mom) * rm + mom * mean)
    tl.store(rv_ptr + ch, (1.0 - mom) * rv + mom * tl.maximum(var, 0.0) * N / (N - 1))


class ModelNew(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.bn = nn.BatchNorm1d(features)

    def forward(self, x):
        x = x.contiguous()
        N, C = x.shape
        out = torch.empty_like(x)
        bn1d_kernel[(C,)](x, self.bn.weight, self.bn.bias, self.bn.running_mean,
                          self.bn.running_var, out, N, C, self.bn.eps, self.bn.momentum,
                          PIVOT=True, BLOCK=triton.next_power_of_2(N))
        return out
