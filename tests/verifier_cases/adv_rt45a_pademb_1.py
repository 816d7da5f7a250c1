# probes: (red team 45a, accepted at 5 of 5 keys before parameters with values were keyed) embedding that writes zeros for the padding id instead of reading weight[0]: the padding row is zero at init and, the weight being a random (not constant) init, it is never keyed, so every trial's table holds zeros there; a loaded or trained table with a non-zero padding row (or padding_idx set after load) gets the wrong rows
# reference: ref_rt45a_pademb.py
# expect: mismatch
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
    row = tl.where(i == 0, 0.0, row)
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
