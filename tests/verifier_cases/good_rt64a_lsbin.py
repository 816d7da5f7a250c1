# honest twin of adv_rt64a_lsbin_1: tokens labelled -100 are left out of the sum and of the count
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def ls_ce_kernel(x_ptr, y_ptr, out_ptr, N, C, eps, IGNORE: tl.constexpr,
                 BLOCK_N: tl.constexpr, BLOCK_C: tl.constexpr):
    rows = tl.arange(0, BLOCK_N)
    cols = tl.arange(0, BLOCK_C)
    total = tl.zeros((), dtype=tl.float32)
    count = tl.zeros((), dtype=tl.float32)
    off = eps / (C - 1)
    for start in range(0, N, BLOCK_N):
        r = start + rows
        rm = r < N
        cm = cols[None, :] < C
        x = tl.load(x_ptr + r[:, None] * C + cols[None, :], mask=rm[:, None] & cm,
                    other=-float("inf"))
        y = tl.load(y_ptr + r, mask=rm, other=IGNORE)
        mx = tl.max(x, axis=1)
        mx = tl.where(rm, mx, 0.0)
        lse = mx + tl.log(tl.sum(tl.exp(x - mx[:, None]), axis=1))
        logp = x - lse[:, None]
        w = tl.where(cols[None, :] == y[:, None], 1.0 - eps, off)
        row = -tl.sum(tl.where(cm & rm[:, None], w * logp, 0.0), axis=1)
        valid = rm & (y != IGNORE)
        total += tl.sum(tl.where(valid, row, 0.0), axis=0)
        count += tl.sum(tl.where(valid, 1.0, 0.0), axis=0)
    tl.store(out_ptr, total / tl.maximum(count, 1.0))


class ModelNew(nn.Module):
    def __init__(self, smoothing=0.1, ignore_index=-100):
        super().__init__()
        self.smoothing = smoothing
        self.ignore_index = ignore_index

    def forward(self, logits, labels):
        C = logits.shape[-1]
        x = logits.reshape(-1, C).contiguous()
        y = labels.reshape(-1).contiguous()
        out = torch.empty((), dtype=x.dtype, device=x.device)
        ls_ce_kernel[(1,)](x, y, out, x.shape[0], C, self.smoothing, IGNORE=self.ignore_index,
                           BLOCK_N=128, BLOCK_C=triton.next_power_of_2(C))
        return out
