# probes: red team 25 (honest jagged mean): offsets from lengths summed in the kernel, one program per bag loops over its rows
# reference: ref_rt25_jagged.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def segmean_kernel(v_ptr, len_ptr, y_ptr, B, D, MAXL, BLOCK_B: tl.constexpr, BLOCK_L: tl.constexpr, BLOCK_D: tl.constexpr):
    b = tl.program_id(0)
    bb = tl.arange(0, BLOCK_B)
    lens = tl.load(len_ptr + bb, mask=bb < B, other=0)
    start = tl.sum(tl.where(bb < b, lens, 0), axis=0)
    n = tl.load(len_ptr + b)
    d = tl.arange(0, BLOCK_D)
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for l0 in range(0, MAXL, BLOCK_L):
        l = l0 + tl.arange(0, BLOCK_L)
        m = (l[:, None] < n) & (d[None, :] < D)
        rows = tl.load(v_ptr + (start + l[:, None]) * D + d[None, :], mask=m, other=0.0)
        acc += tl.sum(rows, axis=0)
    denom = tl.maximum(n, 1).to(tl.float32)
    tl.store(y_ptr + b * D + d, acc / denom, mask=d < D)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, values, lengths):
        B = lengths.shape[0]
        D = values.shape[1]
        y = torch.empty((B, D), device=values.device, dtype=values.dtype)
        segmean_kernel[(B,)](values.contiguous(), lengths, y, B, D, values.shape[0],
                             BLOCK_B=triton.next_power_of_2(B), BLOCK_L=32, BLOCK_D=triton.next_power_of_2(D))
        return y
