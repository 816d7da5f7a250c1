# probes: red team 64a: a token cross-entropy that scores every label (no ignore_index; mean over all N tokens): padded tokens' -100 labels pick no logit and count, wrong for every padded batch; the labels are a float tensor cast with .long() before cross_entropy, so they are no integer leaf: _leaf_sentinels and _with_sentinels (integer inputs only) never write the recorded -100 into them, _forward_changes' 'indexed' sees only the cast copy, and 'float_sentinels' records float comparisons only; closed: float inputs holding whole numbers that the forward casts to integers for an op's index or target are labels: the cast is followed back to the input (_forward_changes' origin), their sentinels are written as float sentinels, and they are not scaled (_transform)
# reference: ref_rt64a_fltlab.py
# expect: mismatch
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
        valid = rm
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
