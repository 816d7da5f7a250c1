# probes: (closed after round 50: the state check covers every float tensor forward changes) (red team 50) nn.Embedding(max_norm=...) looked up with the renormalisation applied ON THE FLY to the gathered rows, never written back to the weight as PyTorch's embedding_renorm_ does in forward: the state check (sandbox._reference_job's state_before) compares only buffers, plain tensors and frozen parameters, never a trainable Parameter the reference's forward rewrites, and renormalising twice gives the same rows, so every output matches; the module's weight (what the optimizer steps, what state_dict saves, what later lookups of an unchanged row read after training) keeps norms above max_norm
# reference: ref_rt50_maxnorm.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_kernel(w_ptr, idx_ptr, out_ptr, max_norm, D: tl.constexpr):
    i = tl.program_id(0)
    cols = tl.arange(0, D)
    r = tl.load(idx_ptr + i)
    row = tl.load(w_ptr + r * D + cols)
    norm = tl.sqrt(tl.sum(row * row, axis=0))
    scale = tl.where(norm > max_norm, max_norm / (norm + 1e-7), 1.0)
    tl.store(out_ptr + i * D + cols, row * scale)


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
        out = torch.empty(idx.shape + (D,), device=w.device, dtype=w.dtype)
        gather_kernel[(n,)](w, idx, out, self.max_norm, D=D)
        return out
