# probes: red team 59b: honest twin of adv_rt59b_hash53_1: integer remainder in int64 (ids are non-negative, where Triton's truncating % equals torch.remainder)
# reference: ref_rt59b_hash53.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hash_emb_kernel(ids_ptr, w_ptr, out_ptr, nb, D: tl.constexpr):
    pid = tl.program_id(0)
    ids = tl.load(ids_ptr + pid)
    b = ids % nb
    cols = tl.arange(0, D)
    row = tl.load(w_ptr + b * D + cols)
    tl.store(out_ptr + pid * D + cols, row)


class ModelNew(nn.Module):
    def __init__(self, num_buckets, dim):
        super().__init__()
        self.num_buckets = num_buckets
        self.emb = nn.Embedding(num_buckets, dim)

    def forward(self, ids):
        ids = ids.contiguous()
        w = self.emb.weight.contiguous()
        D = w.shape[1]
        out = torch.empty(ids.shape + (D,), device=w.device, dtype=w.dtype)
        hash_emb_kernel[(ids.numel(),)](ids, w, out, self.num_buckets, D=D)
        return out
