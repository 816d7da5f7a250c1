# Honest twin: integer modulo on the int32 id (ids are non-negative), then the row gather.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hash_emb_kernel(ids_ptr, w_ptr, out_ptr, n, M, D, BN: tl.constexpr, BD: tl.constexpr):
    pid = tl.program_id(0)
    i = pid * BN + tl.arange(0, BN)
    mi = i < n
    d = tl.arange(0, BD)
    md = d < D
    ids = tl.load(ids_ptr + i, mask=mi, other=0)
    row = ids % M
    m2 = mi[:, None] & md[None, :]
    v = tl.load(w_ptr + row[:, None] * D + d[None, :], mask=m2, other=0.0)
    tl.store(out_ptr + i[:, None] * D + d[None, :], v, mask=m2)


class ModelNew(nn.Module):
    def __init__(self, num_buckets, dim):
        super().__init__()
        self.num_buckets = num_buckets
        self.emb = nn.Embedding(num_buckets, dim)

    def forward(self, ids):
        flat = ids.contiguous().reshape(-1)
        w = self.emb.weight.contiguous()
        n = flat.shape[0]
        D = w.shape[1]
        out = torch.empty((n, D), device=w.device, dtype=w.dtype)
        BN = 64
        hash_emb_kernel[(triton.cdiv(n, BN),)](flat, w, out, n, self.num_buckets, D,
                                               BN=BN, BD=triton.next_power_of_2(D))
        return out.reshape(tuple(ids.shape) + (D,))
