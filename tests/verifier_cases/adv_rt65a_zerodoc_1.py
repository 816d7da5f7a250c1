# probes: red team 65a: TF-IDF that divides the counts by the document length without the reference's clamp(min=1): an empty document (an all-zero count row: only stop words or OOV tokens) is 0/0 = NaN where the reference gives a zero row. The counts are a random int32 tensor of 0-2 (not a 0/1 mask), so its edges are _random_ints_edged's 0 and 1 at two places and the sentinels, never a whole row of zeros (1/3^512 by chance); the mask edges that empty a slice (_mask_edges, the edges call's _edge_value) take bool or 0/1 tensors only (_is_mask); _big_ints (x 65,536) and _edited keep the rows non-empty. (With int64 counts the cheat is refused, but only because _big_ints takes them near 2^61, the reference's int64 row sum wraps negative and its clamp fires there.); closed: the small trial's first try zeroes one line along dims 0 and -1 of each integer input that is no mask, not sorted and not all distinct (_random_ints_edged's lines)
# reference: ref_rt65a_zerodoc.py
# expect: mismatch
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
        tfidf_kernel[(B,)](counts, self.idf, out, V, GUARD=False, BV=triton.next_power_of_2(V))
        return out
