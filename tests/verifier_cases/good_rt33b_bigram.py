# good: bigram head, each row of the embedding gathered and its softmax computed in one kernel
# reference: ref_rt33b_bigram.py
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bigram_softmax(tab_ptr, idx_ptr, out_ptr, V, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    t = tl.load(idx_ptr + row)
    cols = tl.arange(0, BLOCK)
    m = cols < V
    x = tl.load(tab_ptr + t * V + cols, mask=m, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out_ptr + row * V + cols, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, vocab):
        super().__init__()
        self.table = nn.Embedding(vocab, vocab)

    def forward(self, idx):
        idx = idx.contiguous()
        w = self.table.weight.contiguous()
        V = w.shape[1]
        out = torch.empty(tuple(idx.shape) + (V,), dtype=w.dtype, device=idx.device)
        bigram_softmax[(idx.numel(),)](w, idx, out, V, BLOCK=triton.next_power_of_2(V))
        return out
