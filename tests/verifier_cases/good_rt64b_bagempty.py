# Honest twin: EmbeddingBag(mean) over sorted offsets, an empty bag (repeated offset) pooled to 0.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bag_kernel(ids_ptr, off_ptr, w_ptr, out_ptr, N, B, D,
               BN: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    start = tl.load(off_ptr + b)
    nb = tl.load(off_ptr + b + 1, mask=b + 1 < B, other=0)
    end = tl.where(b + 1 < B, nb, N)
    j = tl.arange(0, BN)
    d = tl.arange(0, BD)
    inbag = (j >= start) & (j < end) & (j < N)
    idv = tl.load(ids_ptr + j, mask=inbag, other=0)
    md = d < D
    rows = tl.load(w_ptr + idv[:, None] * D + d[None, :], mask=inbag[:, None] & md[None, :], other=0.0)
    s = tl.sum(rows, axis=0)
    cnt = tl.sum(inbag.to(tl.float32), axis=0)
    res = tl.where(cnt > 0, s / tl.maximum(cnt, 1.0), 0.0)
    tl.store(out_ptr + b * D + d, res, mask=md)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(num_embeddings, dim, mode="mean")

    def forward(self, ids, offsets):
        w = self.bag.weight.contiguous()
        N = ids.shape[0]
        B = offsets.shape[0]
        D = w.shape[1]
        out = torch.empty((B, D), device=w.device, dtype=w.dtype)
        bag_kernel[(B,)](ids.contiguous(), offsets.contiguous(), w, out, N, B, D,
                         BN=triton.next_power_of_2(N), BD=triton.next_power_of_2(D))
        return out
