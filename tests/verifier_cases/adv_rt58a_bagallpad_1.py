# probes: red team 58a: the sentinel draw (sandbox._random_ints_edged) sets a sixteenth of an int input's elements to padding_idx, so a bag made ONLY of padding (an empty document padded to length L) is never drawn (16^-20 per 20-id bag); this EmbeddingBag(mean, padding_idx=0) skips padding in the sum and the count but divides by the raw count: every all-padding bag a user feeds pools to NaN (0/0) where torch gives zeros; closed: the small trial's first draw also sets one whole row of a random integer input to the sentinel (sandbox._random_ints_edged), a bag of padding only
# reference: ref_rt58a_bagallpad.py
# expect: mismatch
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
    tl.store(o_ptr + r * D + offs, acc / cnt, mask=m)


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
