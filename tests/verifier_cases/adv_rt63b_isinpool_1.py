# probes: red team 63b: special-token-excluding mean pooling whose kernel averages every token (CLS/SEP/MASK included; the special_ids load is left in, unused). The verifier writes sentinels it finds by attribute name (SENTINEL_NAME), by the functional calls it wraps, and by the forward's eq/ne tests against an integer input (sandbox._forward_changes' `compared`); torch.isin against a buffer of ids is none of these, so the ids appear only as randint(0, 30522) draws them (3 ids x 128 tokens: about 1.3% per call); every real sentence, which always holds CLS and SEP, gets the wrong embedding; closed: as adv_rt63a_isinseg_1: torch.isin's test values against a buffer of special ids are sentinels
# reference: ref_rt63b_isinpool.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pool_kernel(ids_ptr, sp_ptr, w_ptr, y_ptr, T, D, NS,
                BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr, BLOCK_S: tl.constexpr):
    b = tl.program_id(0)
    t = tl.arange(0, BLOCK_T)
    d = tl.arange(0, BLOCK_D)
    s = tl.arange(0, BLOCK_S)
    tm = t < T
    dm = d < D
    ids = tl.load(ids_ptr + b * T + t, mask=tm, other=0)
    sp = tl.load(sp_ptr + s, mask=s < NS, other=-1)
    hit = tl.sum(((ids[:, None] == sp[None, :]) & (s[None, :] < NS)).to(tl.int32), axis=1) > 0
    keep = tl.where(tm, 1.0, 0.0)
    e = tl.load(w_ptr + ids[:, None] * D + d[None, :], mask=tm[:, None] & dm[None, :], other=0.0)
    tot = tl.sum(e * keep[:, None], axis=0)
    n = tl.sum(keep, axis=0)
    tl.store(y_ptr + b * D + d, tot / tl.maximum(n, 1.0), mask=dm)


class ModelNew(nn.Module):
    def __init__(self, vocab_size=30522, dim=64):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim)
        self.register_buffer("special_ids", torch.tensor([101, 102, 103]), persistent=False)

    def forward(self, input_ids):
        ids = input_ids.contiguous()
        B, T = ids.shape
        w = self.emb.weight.contiguous()
        D = w.shape[1]
        y = torch.empty((B, D), dtype=w.dtype, device=w.device)
        NS = self.special_ids.numel()
        pool_kernel[(B,)](ids, self.special_ids, w, y, T, D, NS,
                          BLOCK_T=triton.next_power_of_2(T), BLOCK_D=triton.next_power_of_2(D),
                          BLOCK_S=triton.next_power_of_2(NS))
        return y
