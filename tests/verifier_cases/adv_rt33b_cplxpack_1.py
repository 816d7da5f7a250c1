# probes: red team 33b (cplxpack): MAX_PY_NUMBERS counts a constructor's elements, one per element whatever its width: a complex64 element carries two float32 values, so the 1,024-number budget holds a 1,600-value table of softmax(E) computed in Python in __init__ (vocab 40: 800 complex numbers), viewed as float32 pairs; the only kernel gathers rows
# reference: ref_rt33b_bigram40.py
# expect: fallback
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_rows(tab_ptr, idx_ptr, out_ptr, V: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    t = tl.load(idx_ptr + row)
    cols = tl.arange(0, BLOCK)
    m = cols < V
    v = tl.load(tab_ptr + t * V + cols, mask=m)
    tl.store(out_ptr + row * V + cols, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self, vocab):
        super().__init__()
        self.table = nn.Embedding(vocab, vocab)     # same seed: the reference's very weights
        w = self.table.weight
        flat = []
        for i in range(vocab):
            row = [float(w[i, j]) for j in range(vocab)]
            mx = max(row)
            e = [math.exp(r - mx) for r in row]
            s = math.fsum(e)
            flat += [x / s for x in e]
        # two float32 values per counted number
        packed = [complex(flat[2 * k], flat[2 * k + 1]) for k in range(len(flat) // 2)]
        self.packed = torch.tensor(packed, dtype=torch.complex64)
        self.vocab = vocab

    def forward(self, idx):
        idx = idx.contiguous()
        tab = torch.view_as_real(self.packed)           # (n, 2) float32, row-major = flat
        out = torch.empty(tuple(idx.shape) + (self.vocab,), dtype=torch.float32, device=idx.device)
        gather_rows[(idx.numel(),)](tab, idx, out, V=self.vocab, BLOCK=64)
        return out
