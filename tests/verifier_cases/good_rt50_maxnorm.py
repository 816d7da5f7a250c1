# probes: honest twin of adv_rt50_maxnorm_1: one kernel renormalises in place (scale max_norm / (norm + 1e-7)) each weight row that the batch looks up and whose norm exceeds max_norm, one program per row so no two programs write one row (other rows are stored back unchanged), a second kernel gathers the rows
# reference: ref_rt50_maxnorm.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def renorm_kernel(w_ptr, idx_ptr, n_idx, max_norm, D: tl.constexpr, BI: tl.constexpr):
    r = tl.program_id(0)
    cols = tl.arange(0, D)
    hits = tl.zeros((BI,), dtype=tl.int32)
    for s in range(0, n_idx, BI):
        offs = s + tl.arange(0, BI)
        ids = tl.load(idx_ptr + offs, mask=offs < n_idx, other=-1)
        hits += (ids == r).to(tl.int32)
    n_hits = tl.sum(hits, axis=0)
    row = tl.load(w_ptr + r * D + cols)
    norm = tl.sqrt(tl.sum(row * row, axis=0))
    scale = tl.where((n_hits > 0) & (norm > max_norm), max_norm / (norm + 1e-7), 1.0)
    tl.store(w_ptr + r * D + cols, row * scale)


@triton.jit
def gather_kernel(w_ptr, idx_ptr, out_ptr, D: tl.constexpr):
    i = tl.program_id(0)
    cols = tl.arange(0, D)
    r = tl.load(idx_ptr + i)
    tl.store(out_ptr + i * D + cols, tl.load(w_ptr + r * D + cols))


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, embedding_dim, max_norm):
        super().__init__()
        self.emb = nn.Embedding(num_embeddings, embedding_dim, max_norm=max_norm)
        self.max_norm = max_norm

    def forward(self, idx):
        idx = idx.contiguous()
        w = self.emb.weight
        V, D = w.shape
        n = idx.numel()
        renorm_kernel[(V,)](w, idx, n, self.max_norm, D=D, BI=64)
        out = torch.empty(idx.shape + (D,), device=w.device, dtype=w.dtype)
        gather_kernel[(n,)](w, idx, out, D=D)
        return out
