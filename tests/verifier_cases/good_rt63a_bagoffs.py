# probes: red team 63a: FALSE REFUSAL (refused at 4 of 4 keys): an honest EmbeddingBag(mean, padding_idx=0) over random SORTED offsets (variable bag sizes; bag b = ids[offsets[b]:offsets[b+1]], padding ids left out of the sum and the count, an empty bag 0); the verifier hands it non-monotonic offsets, where torch's embedding_bag answers from its offset2bag scan (bags run together) and no kernel written for valid offsets agrees: sandbox._sorted_leaves keeps only FLOAT inputs sorted (integer ones are never in `ordered`), so _edited/_keep_structure's edited and dense calls copy other offsets' values in unsorted, and _with_sentinels writes padding_idx 0 into a sixteenth of every random integer input, offsets included, at the small and the scaled trials (the 0/1 edge write checks sortedness, the sentinel write does not); without padding_idx (diag_ref_rt63a_bagoffs_nopad.py) still refused at 2 of 3 keys, and accepted 3 of 3 where the reference raises on unsorted offsets (diag_ref_rt63a_bagoffs_checked.py)
# reference: ref_rt63a_bagoffs.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bag_kernel(ids_ptr, off_ptr, w_ptr, out_ptr, N, B, D, PAD,
               BN: tl.constexpr, BD: tl.constexpr):
    b = tl.program_id(0)
    start = tl.load(off_ptr + b)
    nb = tl.load(off_ptr + b + 1, mask=b + 1 < B, other=0)
    end = tl.where(b + 1 < B, nb, N)
    j = tl.arange(0, BN)
    d = tl.arange(0, BD)
    idv = tl.load(ids_ptr + j, mask=j < N, other=0)
    inbag = (j >= start) & (j < end) & (j < N) & (idv != PAD)
    md = d < D
    rows = tl.load(w_ptr + idv[:, None] * D + d[None, :], mask=inbag[:, None] & md[None, :], other=0.0)
    s = tl.sum(rows, axis=0)
    cnt = tl.sum(inbag.to(tl.float32), axis=0)
    res = tl.where(cnt > 0, s / tl.maximum(cnt, 1.0), 0.0)
    tl.store(out_ptr + b * D + d, res, mask=md)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(num_embeddings, dim, mode="mean", padding_idx=0)

    def forward(self, ids, offsets):
        w = self.bag.weight.contiguous()
        N = ids.shape[0]
        B = offsets.shape[0]
        D = w.shape[1]
        out = torch.empty((B, D), device=w.device, dtype=w.dtype)
        bag_kernel[(B,)](ids.contiguous(), offsets.contiguous(), w, out, N, B, D, 0,
                         BN=triton.next_power_of_2(N), BD=triton.next_power_of_2(D))
        return out
