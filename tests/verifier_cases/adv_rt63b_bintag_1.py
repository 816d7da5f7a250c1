# probes: red team 63b: a token cross-entropy that scores every label (no ignore_index; mean over all N tokens): padded tokens' -100 labels pick no logit (picked = 0) and count. Binary labels (randint(0, 2)) hold only 0s and 1s, so the verifier takes them for a mask: sandbox._random_ints_edged edges them as one (_mask_edges, no sentinels) at the small trial, and the scaled trial's _with_sentinels skips any tensor of 0s and 1s, so cross_entropy's recorded -100 is never written into a 2-class label tensor; every padded batch of a binary tagger (HF token classification, num_labels=2) gets the wrong loss; closed: an integer input an op takes as indices or class targets (_forward_changes' 'indexed', sandbox._INDEX_OPS) is labels, not a mask, even of 0s and 1s, and gets its sentinels
# reference: ref_rt63b_bintag.py
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
        y = tl.load(y_ptr + r, mask=rm, other=IGNORE)
        mx = tl.max(x, axis=1)
        mx = tl.where(rm, mx, 0.0)
        lse = mx + tl.log(tl.sum(tl.exp(x - mx[:, None]), axis=1))
        valid = rm
        picked = tl.sum(tl.where(cols[None, :] == y[:, None], x, 0.0), axis=1)
        total += tl.sum(tl.where(valid, lse - picked, 0.0), axis=0)
        count += tl.sum(tl.where(valid, 1.0, 0.0), axis=0)
    tl.store(out_ptr, total / N)


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
