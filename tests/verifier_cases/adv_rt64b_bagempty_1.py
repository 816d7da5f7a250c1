# probes: red team 64b: EmbeddingBag(mean) kernel divides the pooled sum by end - start with no guard, so an empty bag (a repeated offset: a user with no history for the feature, common in DLRM/TorchRec batches) is 0/0 = NaN where torch gives 0; get_inputs cuts at distinct points and no trial ever repeats an offset: sandbox._random_ints_edged skips the 0/1 write on sorted inputs, _edited treats an all-distinct integer input as a permutation and only rotates its values (then _keep_structure re-sorts them: the same set), _big_ints pushes offsets out of range (redrawn), and random integer inputs are never moved otherwise; closed: an integer input every draw holds distinct gets one value repeated at the edges call, a sorted one onto its successor (sandbox._with_repeat), except where an op writes through it
# reference: ref_rt64b_bagempty.py
# expect: mismatch
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
    # mean over the bag: its length end - start (every bag holds at least one id)
    res = s / (end - start).to(tl.float32)
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
