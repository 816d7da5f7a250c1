# reference: ref_rt17_embed_rows.py
# Honest: a gather kernel (a movement task: the kernel moves the rows); the index tensor is
# flattened by a PyTorch view.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_rows(t_ptr, i_ptr, o_ptr, D, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    src = tl.load(i_ptr + r)
    offs = tl.arange(0, BLOCK)
    m = offs < D
    tl.store(o_ptr + r * D + offs, tl.load(t_ptr + src * D + offs, mask=m), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, table, idx):
        table = table.contiguous()
        flat = idx.reshape(-1)
        D = table.shape[1]
        out = torch.empty(idx.shape + (D,), dtype=table.dtype, device=table.device)
        gather_rows[(flat.numel(),)](table, flat, out, D, BLOCK=triton.next_power_of_2(D))
        return out
