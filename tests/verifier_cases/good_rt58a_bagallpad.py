# probes: red team 58a: honest twin of adv_rt58a_bagallpad_1: padding ids skipped in the sum and in the count, the count clamped at 1 (an all-padding bag gives zeros, as torch's)
# reference: ref_rt58a_bagallpad.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bag_mean(w_ptr, i_ptr, o_ptr, L, D, PAD, BLOCK_D: tl.constexpr, SKIP: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK_D)
    m = offs < D
    acc = tl.zeros((BLOCK_D,), tl.float32)
    cnt = 0.0
    for j in range(0, L):
        idx = tl.load(i_ptr + r * L + j)
        if SKIP:
            keep = idx != PAD
        else:
            keep = idx == idx
        acc += tl.load(w_ptr + idx * D + offs, mask=m & keep, other=0.0)
        cnt += keep.to(tl.float32)
    tl.store(o_ptr + r * D + offs, acc / tl.maximum(cnt, 1.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean", padding_idx=0)

    def forward(self, ids):
        ids = ids.contiguous()
        B, L = ids.shape
        w = self.bag.weight.contiguous()
        D = w.shape[1]
        out = torch.empty((B, D), dtype=w.dtype, device=w.device)
        bag_mean[(B,)](w, ids, out, L, D, self.bag.padding_idx,
                       BLOCK_D=triton.next_power_of_2(D), SKIP=True)
        return out
