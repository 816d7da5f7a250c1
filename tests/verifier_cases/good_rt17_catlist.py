# reference: ref_rt17_catlist.py
# Honest: the kernel places each list element's columns into the output.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def place(src_ptr, out_ptr, cols, out_cols, col0, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < cols
    tl.store(out_ptr + row * out_cols + col0 + offs, tl.load(src_ptr + row * cols + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, feats):
        rows = feats[0].shape[0]
        total = sum(f.shape[1] for f in feats)
        out = torch.empty(rows, total, dtype=feats[0].dtype, device=feats[0].device)
        c0 = 0
        for f in feats:
            f = f.contiguous()
            place[(rows,)](f, out, f.shape[1], total, c0, BLOCK=triton.next_power_of_2(f.shape[1]))
            c0 += f.shape[1]
        return out
