# probes: red team 58a: (escape of round 57b's bagpad closure) sandbox._sentinels takes the sentinel ids the small trial writes into int inputs only from attributes NAMED padding_idx or ignore_index in the modules' dicts; a reference passing the padding id to the functional call (F.embedding_bag(..., padding_idx=self.pad_id), F.cross_entropy(..., ignore_index=self.ignore)) names none, so no sentinel is ever written and id 0 is drawn ~1.3% of trials (as before round 57b); this is adv_rt57b_bagpad_1's kernel (padding rows averaged in, divided by L) on the functional reference: every padded bag a user feeds comes out wrong; closed: in the reference's child, F.embedding, F.embedding_bag, F.cross_entropy and F.nll_loss note the padding_idx / ignore_index they are passed (sandbox._record_sentinels), and _sentinels offers them to the edge draw
# reference: ref_rt58a_fbagpad.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bag_mean(w_ptr, i_ptr, o_ptr, L, D, PAD, BLOCK_D: tl.constexpr, SKIP: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK_D)
    m = offs < D
    acc = tl.zeros((BLOCK_D,), tl.float32)
    cnt = 0.0
    for j in range(0, L):
        idx = tl.load(i_ptr + r * L + j)
        if SKIP:
            keep = idx != PAD
        else:
            keep = idx == idx
        acc += tl.load(w_ptr + idx * D + offs, mask=m & keep, other=0.0)
        cnt += keep.to(tl.float32)
    tl.store(o_ptr + r * D + offs, acc / tl.maximum(cnt, 1.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.table = nn.Parameter(torch.randn(vocab, dim))
        self.pad_id = 0

    def forward(self, ids):
        ids = ids.contiguous()
        B, L = ids.shape
        w = self.table.contiguous()
        D = w.shape[1]
        out = torch.empty((B, D), dtype=w.dtype, device=w.device)
        bag_mean[(B,)](w, ids, out, L, D, self.pad_id,
                       BLOCK_D=triton.next_power_of_2(D), SKIP=False)
        return out
