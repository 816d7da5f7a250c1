# honest twin of adv_rt64a_fltlab_1: labels equal to -100 are left out of the sum and of the count
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def token_ce_kernel(x_ptr, y_ptr, out_ptr, N, C, IGNORE: tl.constexpr,
                    BLOCK_N: tl.constexpr, BLOCK_C: tl.constexpr):
    rows = tl.arange(0, BLOCK_N)
    cols = tl.arange(0, BLOCK_C)
    total = tl.zeros((), dtype=tl.float32)
    count = tl.zeros((), dtype=tl.float32)
    for start in range(0, N, BLOCK_N):
        r = start + rows
        rm = r < N
        x = tl.load(x_ptr + r[:, None] * C + cols[None, :], mask=rm[:, None] & (cols[None, :] < C),
                    other=-float("inf"))
        y = tl.load(y_ptr + r, mask=rm, other=IGNORE).to(tl.int32)
        mx = tl.max(x, axis=1)
        mx = tl.where(rm, mx, 0.0)
        lse = mx + tl.log(tl.sum(tl.exp(x - mx[:, None]), axis=1))
        valid = rm & (y != IGNORE)
        picked = tl.sum(tl.where(cols[None, :] == y[:, None], x, 0.0), axis=1)
        total += tl.sum(tl.where(valid, lse - picked, 0.0), axis=0)
        count += tl.sum(tl.where(valid, 1.0, 0.0), axis=0)
    tl.store(out_ptr, total / count)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, labels):
        C = logits.shape[-1]
        x = logits.reshape(-1, C).contiguous()
        y = labels.reshape(-1).contiguous()
        out = torch.empty((), dtype=x.dtype, device=x.device)
        token_ce_kernel[(1,)](x, y, out, x.shape[0], C, IGNORE=-100, BLOCK_N=128,
                              BLOCK_C=triton.next_power_of_2(C))
        return out
