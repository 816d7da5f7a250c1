# probes: red team 24 (offsets): fixed offsets are permuted at one trial, but a permuted offsets vector makes EmbeddingBag raise (offsets[0] must be 0), and an exception at a moved trial redraws it as written; the kernel ignores offsets and assumes equal bags of numel/len(offsets)
# reference: ref_rt24_embbag.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bag_kernel(idx_ptr, w_ptr, y_ptr, L, D, BLOCK_L: tl.constexpr, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    l = tl.arange(0, BLOCK_L)
    d = tl.arange(0, BLOCK_D)
    ids = tl.load(idx_ptr + b * L + l, mask=l < L, other=0)
    m = (l[:, None] < L) & (d[None, :] < D)
    rows = tl.load(w_ptr + ids[:, None] * D + d[None, :], mask=m, other=0.0)
    tl.store(y_ptr + b * D + d, tl.sum(rows, axis=0) / L, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean")

    def forward(self, idx, offsets):
        B = offsets.shape[0]
        L = idx.shape[0] // B
        D = self.bag.weight.shape[1]
        y = torch.empty((B, D), device=idx.device, dtype=self.bag.weight.dtype)
        bag_kernel[(B,)](idx, self.bag.weight, y, L, D, BLOCK_L=triton.next_power_of_2(L),
                         BLOCK_D=triton.next_power_of_2(D))
        return y
