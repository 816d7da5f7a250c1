# Correct: index_add into a zero matrix with atomic adds, then returned as a clone: the rows
# no index names stay torch.zeros' zeros through the copy (a copy keeps its sources' numbers).
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def index_add_kernel(x_ptr, idx_ptr, out_ptr, D, BLOCK: tl.constexpr):
    i = tl.program_id(0)
    row = tl.load(idx_ptr + i)
    offs = tl.arange(0, BLOCK)
    mask = offs < D
    v = tl.load(x_ptr + i * D + offs, mask=mask)
    tl.atomic_add(out_ptr + row * D + offs, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, idx):
        x = x.contiguous()
        D = x.shape[1]
        out = torch.zeros(64, D, dtype=x.dtype, device=x.device)
        index_add_kernel[(x.shape[0],)](x, idx, out, D, BLOCK=triton.next_power_of_2(D))
        return out.clone()
