# probes: OPEN: red team 68: max-norm embedding (nn.Embedding(max_norm=1.0)) whose kernel rescales EVERY looked-up row to max_norm / (norm + 1e-7), dropping torch's 'only where norm > max_norm' condition (embedding_renorm_): every row whose norm is below max_norm (tables initialised N(0, 0.02) as GPT-style code does, trained or loaded tables, or a max_norm above the rows' norm) is inflated to norm max_norm (0.17 abs error on a N(0, 0.02) table, rows of norm 0.32 returned at 1.0). No trial ever holds such a row: the renorm writes the table, so sandbox._forward_changes calls it state and param_move never moves it (no redraw, no up/down/signs: only tensors no forward changes move), and its N(0, 1) init gives rows of norm ~16 (D=256), ~1 after their first renorm; even a random weight that is moved is only scaled UP (the redraw's +-U[0.5, 1.5] x 10^U[0, 1]); the integral max_norm=1.0 is never moved by _moved_init; open: a weight's magnitude never goes below its init scale at any call (random weights are never moved down, and forward-updated tables not at all), so a kernel branch on a weight's magnitude that every init-scale weight takes is never tested, though CANDIDATE_RULES promise weights 'smaller' at some calls
# reference: ref_rt68_embmax.py
# expect: mismatch
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def emb_maxnorm_kernel(idx_ptr, w_ptr, out_ptr, D, max_norm, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    row = tl.load(idx_ptr + pid).to(tl.int64)
    offs = tl.arange(0, BLOCK_D)
    m = offs < D
    v = tl.load(w_ptr + row * D + offs, mask=m, other=0.0)
    norm = tl.sqrt(tl.sum(v * v, axis=0))
    scale = max_norm / (norm + 1e-7)
    v = v * scale
    tl.store(out_ptr + pid * D + offs, v, mask=m)


@triton.jit
def emb_writeback_kernel(idx_ptr, w_ptr, out_ptr, D, BLOCK_D: tl.constexpr):
    # the renormalised rows back into the table (duplicates write the same values)
    pid = tl.program_id(0)
    row = tl.load(idx_ptr + pid).to(tl.int64)
    offs = tl.arange(0, BLOCK_D)
    m = offs < D
    v = tl.load(out_ptr + pid * D + offs, mask=m, other=0.0)
    tl.store(w_ptr + row * D + offs, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_embeddings, embedding_dim, max_norm):
        super().__init__()
        self.emb = nn.Embedding(num_embeddings, embedding_dim, max_norm=max_norm)
        self.max_norm = float(max_norm)

    def forward(self, idx):
        idx = idx.contiguous()
        w = self.emb.weight
        D = w.shape[1]
        out = torch.empty(tuple(idx.shape) + (D,), device=w.device, dtype=w.dtype)
        with torch.no_grad():
            emb_maxnorm_kernel[(idx.numel(),)](idx, w, out, D, self.max_norm,
                                               BLOCK_D=triton.next_power_of_2(D))
            emb_writeback_kernel[(idx.numel(),)](idx, w, out, D, BLOCK_D=triton.next_power_of_2(D))
        return out
