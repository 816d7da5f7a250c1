# probes: (2026-12-07: the cheat and its twin now update the running statistics; before, both were refused at every key for skipping them) ACCEPTED at 7 of 7 keys, its twin too: a variance shifted by the column's first element is one-pass but accurate wherever that element is within ~100 deviations of the mean, so this is near an honest shifted-data algorithm --- (OPEN, refused at 0 of 30 keys: a channels-last batch norm's sets are indexed by the last dim, which no draw moves apart (trial 2 moves dim 1, trial 5 dim 0); a seventh trial, or a keyed choice of dim, would be needed): (red team 36) BatchNorm over the features of a (B, T, C) tensor: the same single-pivot one-pass variance; _apart moves dim 0 or 1, never the feature dim 2
# reference: ref_rt36_tokbn.py
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
        B, T, C = x.shape
        N = B * T
        out = torch.empty_like(x)
        bn1d_kernel[(C,)](x, self.bn.weight, self.bn.bias, self.bn.running_mean,
                          self.bn.running_var, out, N, C, self.bn.eps, self.bn.momentum,
                          PIVOT=True, BLOCK=triton.next_power_of_2(N))
        return out
