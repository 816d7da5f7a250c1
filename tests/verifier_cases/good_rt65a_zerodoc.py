# honest twin of adv_rt65a_zerodoc_1: TF-IDF rows, the document length clamped at 1 as the reference (an empty document gives a zero row)
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def tfidf_kernel(c_ptr, idf_ptr, out_ptr, V, GUARD: tl.constexpr, BV: tl.constexpr):
    row = tl.program_id(0)
    v = tl.arange(0, BV)
    m = v < V
    c = tl.load(c_ptr + row * V + v, mask=m, other=0)
    length = tl.sum(c, axis=0)
    if GUARD:
        length = tl.maximum(length, 1)
    idf = tl.load(idf_ptr + v, mask=m, other=0.0)
    tf = c.to(tl.float32) / length.to(tl.float32)
    tl.store(out_ptr + row * V + v, tf * idf, mask=m)


class ModelNew(nn.Module):
    def __init__(self, vocab=512):
        super().__init__()
        self.idf = nn.Parameter(torch.rand(vocab) * 4.0 + 0.5)

    def forward(self, counts):
        counts = counts.contiguous()
        B, V = counts.shape
        out = torch.empty((B, V), device=counts.device, dtype=torch.float32)
        tfidf_kernel[(B,)](counts, self.idf, out, V, GUARD=True, BV=triton.next_power_of_2(V))
        return out
