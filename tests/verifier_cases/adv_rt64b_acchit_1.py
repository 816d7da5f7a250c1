# probes: red team 64b: the in-batch softmax kernel never removes accidental hits (item_ids is passed to it but never loaded: no in-batch candidate sharing row i's item id is masked), so in a real batch, where popular items recur, the duplicate positives are scored as negatives and the loss is wrong; get_inputs draws distinct item ids (randperm) and every trial keeps them distinct: sandbox._random_ints_edged writes its 0 and 1 only where they repeat no value, _edited rotates an all-distinct integer input among its places, _big_ints scales them all by one factor, and no move ever repeats a value (written with F.cross_entropy the reference gets cross-entropy's ignore_index -100 written into a sixteenth of item_ids by _with_sentinels, which repeats an id by accident and refused this kernel at 7 of 7 keys; with the loss as logsumexp - diagonal, as here, nothing does); closed: the small trial's edged draw repeats one value of an all-distinct integer input too (_with_repeat), where the floats are small and near-uniform softmaxes show the masked candidate
# reference: ref_rt64b_acchit.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def inbatch_ce_kernel(q_ptr, c_ptr, id_ptr, temp_ptr, out_ptr, B, D,
                      BB: tl.constexpr, BD: tl.constexpr):
    i = tl.program_id(0)
    j = tl.arange(0, BB)
    d = tl.arange(0, BD)
    mj = j < B
    md = d < D
    q = tl.load(q_ptr + i * D + d, mask=md, other=0.0)
    c = tl.load(c_ptr + j[:, None] * D + d[None, :], mask=mj[:, None] & md[None, :], other=0.0)
    t = tl.load(temp_ptr)
    logit = tl.sum(q[None, :] * c, axis=1) / t
    logit = tl.where(mj, logit, float("-inf"))
    m = tl.max(logit, axis=0)
    lse = m + tl.log(tl.sum(tl.exp(logit - m), axis=0))
    pos = tl.sum(tl.where(j == i, logit, 0.0), axis=0)
    tl.store(out_ptr + i, lse - pos)


class ModelNew(nn.Module):
    def __init__(self, temperature):
        super().__init__()
        self.temperature = temperature

    def forward(self, query, cand, item_ids):
        q = query.contiguous()
        c = cand.contiguous()
        ids = item_ids.contiguous()
        B, D = q.shape
        temp = torch.full((1,), self.temperature, device=q.device, dtype=torch.float32)
        out = torch.empty((B,), device=q.device, dtype=q.dtype)
        inbatch_ce_kernel[(B,)](q, c, ids, temp, out, B, D,
                                BB=triton.next_power_of_2(B), BD=triton.next_power_of_2(D))
        return out
