# probes: red team 63b: honest twin of adv_rt63b_lmsent_1: labels equal to -100 are left out of the sum and of the count
# reference: ref_rt63b_lmsent.py
# expect: ok
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
        valid = y != IGNORE
        ysafe = tl.where(valid, y, 0)
        picked = tl.load(w_ptr + tok * V + ysafe)
        total += tl.where(valid, lse - picked, 0.0)
        count += tl.where(valid, 1.0, 0.0)
    tl.store(out_ptr, total / count)


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
