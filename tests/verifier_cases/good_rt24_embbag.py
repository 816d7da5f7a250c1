# probes: red team 24: honest EmbeddingBag (mean) reading offsets, one program per bag
# reference: ref_rt24_embbag.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bag_kernel(idx_ptr, off_ptr, w_ptr, y_ptr, N, B, D, MAXL: tl.constexpr, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    start = tl.load(off_ptr + b)
    end = tl.load(off_ptr + b + 1, mask=b + 1 < B, other=N)
    end = tl.where(b + 1 < B, end, N)
    l = tl.arange(0, MAXL)
    d = tl.arange(0, BLOCK_D)
    ml = (start + l) < end
    ids = tl.load(idx_ptr + start + l, mask=ml, other=0)
    m = ml[:, None] & (d[None, :] < D)
    rows = tl.load(w_ptr + ids[:, None] * D + d[None, :], mask=m, other=0.0)
    cnt = (end - start).to(tl.float32)
    tl.store(y_ptr + b * D + d, tl.sum(rows, axis=0) / tl.maximum(cnt, 1.0), mask=d < D)


class ModelNew(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean")

    def forward(self, idx, offsets):
        B = offsets.shape[0]
        N = idx.shape[0]
        D = self.bag.weight.shape[1]
        y = torch.empty((B, D), device=idx.device, dtype=self.bag.weight.dtype)
        bag_kernel[(B,)](idx, offsets, self.bag.weight, y, N, B, D,
                         MAXL=triton.next_power_of_2(N), BLOCK_D=triton.next_power_of_2(D))
        return y
