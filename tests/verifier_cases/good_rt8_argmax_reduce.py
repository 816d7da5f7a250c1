# Correct (red team 8): argmax written with tl.reduce and a custom @jit combine function over (value, index) pairs, chunked loop over columns
# reference: ref_argmax.py
# idea: the "argmax by hand" idiom: combine keeps the larger value, the smaller index on ties; a loop over column blocks.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def pick(v1, i1, v2, i2):
    take2 = (v2 > v1) | ((v2 == v1) & (i2 < i1))
    return tl.where(take2, v2, v1), tl.where(take2, i2, i1)


@triton.jit
def argmax_rows(x_ptr, out_ptr, N, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    best_v = tl.full((BLOCK,), -float("inf"), tl.float32)
    best_i = tl.full((BLOCK,), 0, tl.int32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * stride + cols, mask=cols < N, other=-float("inf"))
        upd = v > best_v
        best_i = tl.where(upd, cols, best_i)
        best_v = tl.where(upd, v, best_v)
    _, idx = tl.reduce((best_v, best_i), 0, pick)
    tl.store(out_ptr + row, idx.to(tl.int64))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        M, N = x.shape
        out = torch.empty((M,), dtype=torch.int64, device=x.device)
        argmax_rows[(M,)](x, out, N, x.stride(0), BLOCK=16)
        return out
