# probes: honest twin: embedding gather, one program per token, weight[id] for every id (the padding row read like any other)
# reference: ref_rt45a_pademb.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def emb_kernel(ids_ptr, w_ptr, out_ptr, D, BLOCK: tl.constexpr):
    t = tl.program_id(0)
    i = tl.load(ids_ptr + t)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    row = tl.load(w_ptr + i * D + offs, mask=m, other=0.0)
    tl.store(out_ptr + t * D + offs, row, mask=m)


class ModelNew(nn.Module):
    def __init__(self, vocab, dim):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim, padding_idx=0)

    def forward(self, ids):
        ids = ids.contiguous()
        D = self.emb.weight.shape[1]
        out = torch.empty(tuple(ids.shape) + (D,), device=ids.device, dtype=self.emb.weight.dtype)
        emb_kernel[(ids.numel(),)](ids, self.emb.weight, out, D, BLOCK=triton.next_power_of_2(D))
        return out
