# probes: correct (red team 53a, twin of adv_rt53a_idxadd_1): index_add as a copy of the table, then tl.atomic_add of each source row at its index (repeated indices add up)
# reference: ref_rt53a_idxadd.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(t_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(t_ptr + offs, mask=m, other=0.0), mask=m)


@triton.jit
def index_add_kernel(out_ptr, idx_ptr, src_ptr, D, BLOCK_D: tl.constexpr):
    i = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    m = cols < D
    r = tl.load(idx_ptr + i)
    v = tl.load(src_ptr + i * D + cols, mask=m, other=0.0)
    tl.atomic_add(out_ptr + r * D + cols, v, mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, table, idx, src):
        table = table.contiguous()
        src = src.contiguous()
        idx = idx.contiguous()
        out = torch.empty_like(table)
        n = table.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](table, out, n, BLOCK=1024)
        B, D = src.shape
        index_add_kernel[(B,)](out, idx, src, D, BLOCK_D=triton.next_power_of_2(D))
        return out
