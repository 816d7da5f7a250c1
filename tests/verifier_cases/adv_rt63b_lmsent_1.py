# probes: red team 63b: a cross-entropy kernel that scores every label (no ignore_index, mean over all N): a padded position's -100 label reads logits[tok, -100] and counts. The verifier writes special ids into integer inputs (sandbox._with_sentinels, at the small trial's first draw and at every scaled-trial draw) but ONE value per tensor per draw, picked from the model-wide pool (_sentinels: padding_idx, pad/bos/eos_token_id attributes, cross_entropy's recorded -100); here the pool is {-100, 0, 1, 2}, and a draw that gives input_ids the -100 makes the embedding raise and is dropped, so the label tensor meets -100 at a kept draw with probability 1/4 each, about (3/4)^2 = 56% of keys never; closed: each random integer input gets only the sentinels its forward takes (sandbox._leaf_sentinels: each sentinel written into each input alone, kept where the reference neither raises nor wraps)
# reference: ref_rt63b_lmsent.py
# expect: fallback
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bigram_ce_kernel(ids_ptr, lab_ptr, w_ptr, out_ptr, N, V, IGNORE: tl.constexpr,
                     BLOCK_V: tl.constexpr):
    cols = tl.arange(0, BLOCK_V)
    cm = cols < V
    total = tl.zeros((), dtype=tl.float32)
    count = tl.zeros((), dtype=tl.float32)
    for r in range(0, N):
        tok = tl.load(ids_ptr + r)
        y = tl.load(lab_ptr + r)
        row = tl.load(w_ptr + tok * V + cols, mask=cm, other=-float("inf"))
        mx = tl.max(row, axis=0)
        lse = mx + tl.log(tl.sum(tl.exp(row - mx), axis=0))
        picked = tl.load(w_ptr + tok * V + y)
        total += lse - picked
    tl.store(out_ptr, total / N)


class ModelNew(nn.Module):
    def __init__(self, vocab_size=256, pad_token_id=0, bos_token_id=1, eos_token_id=2):
        super().__init__()
        self.pad_token_id = pad_token_id
        self.bos_token_id = bos_token_id
        self.eos_token_id = eos_token_id
        self.table = nn.Embedding(vocab_size, vocab_size, padding_idx=pad_token_id)

    def forward(self, input_ids, labels):
        ids = input_ids.reshape(-1).contiguous()
        lab = labels.reshape(-1).contiguous()
        w = self.table.weight.contiguous()
        V = w.shape[1]
        out = torch.empty((), dtype=w.dtype, device=w.device)
        bigram_ce_kernel[(1,)](ids, lab, w, out, ids.numel(), V, IGNORE=-100,
                               BLOCK_V=triton.next_power_of_2(V))
        return out
