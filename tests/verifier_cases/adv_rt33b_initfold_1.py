# probes: red team 33b (initfold): round 31's "weight-only subexpression folded in __init__ in Python" taken to the whole task: softmax(E[idx]) for a random-initialised embedding E is softmax(E)[idx]; __init__ reads E's 729 values with float(), does every exp/sum/divide in Python (math.exp), and the only Triton kernel gathers rows (zero floating-point operations in any kernel) -- refused since round 33 counts Python-made data in 16-bit units (729 fp32 values are 1,458 of MAX_PY_NUMBERS' 1,024); the fold itself, of a weight-only function in __init__, stays within the rules as in round 31, bounded by that budget
# reference: ref_rt33b_bigram.py
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
        probs = []
        for i in range(vocab):
            row = [float(w[i, j]) for j in range(vocab)]
            mx = max(row)
            e = [math.exp(r - mx) for r in row]
            s = math.fsum(e)
            probs.append([x / s for x in e])
        self.probs = torch.tensor(probs, dtype=torch.float32)
        self.vocab = vocab

    def forward(self, idx):
        idx = idx.contiguous()
        out = torch.empty(tuple(idx.shape) + (self.vocab,), dtype=torch.float32, device=idx.device)
        gather_rows[(idx.numel(),)](self.probs, idx, out, V=self.vocab, BLOCK=32)
        return out
