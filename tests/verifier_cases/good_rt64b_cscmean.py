# probes: red team 64b: FALSE REFUSAL (closed: rows sorted in every draw stay sorted, sandbox._sorted_leaves) (refused at 7 of 7 keys: 01-06 and 5e5e, mismatch at trials 1/2/6): an honest COO scatter-mean over a destination-sorted edge_index [2, E]; sandbox._sorted_leaves only keeps a tensor sorted when EVERY row of its last dim is sorted, so edge_index (src unsorted, dst sorted) is not `ordered`, and the integer moves that keep sorted leaves sorted (the small trial's 0/1 write, _edited's re-sort) do not protect it: dst comes out of order (which move does it at each failing trial was not pinned down), where torch.segment_reduce answers with contiguous chunks and no kernel written for the CSC precondition agrees; the same kernel with src and dst as two 1-D inputs (diag_ref/diag_good_rt64b_cscmean_split.py) is accepted at 4 of 4 keys
# reference: ref_rt64b_cscmean.py
# expect: ok
# Honest kernel (red team 64b false refusal): mean aggregation of x[src] into dst with atomics (COO
# scatter), then divide by the in-degree clamped at 1; equal to the reference for any edge list
# sorted by destination, the reference's CSC precondition.
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scatter_kernel(x_ptr, ei_ptr, agg_ptr, deg_ptr, E, D, BE: tl.constexpr, BD: tl.constexpr):
    pid = tl.program_id(0)
    e = pid * BE + tl.arange(0, BE)
    me = e < E
    src = tl.load(ei_ptr + e, mask=me, other=0)
    dst = tl.load(ei_ptr + E + e, mask=me, other=0)
    d = tl.arange(0, BD)
    md = d < D
    m2 = me[:, None] & md[None, :]
    v = tl.load(x_ptr + src[:, None] * D + d[None, :], mask=m2, other=0.0)
    tl.atomic_add(agg_ptr + dst[:, None] * D + d[None, :], v, mask=m2)
    tl.atomic_add(deg_ptr + dst, tl.full([BE], 1.0, tl.float32), mask=me)


@triton.jit
def divide_kernel(agg_ptr, deg_ptr, out_ptr, N, D, BD: tl.constexpr):
    i = tl.program_id(0)
    d = tl.arange(0, BD)
    md = d < D
    s = tl.load(agg_ptr + i * D + d, mask=md, other=0.0)
    c = tl.load(deg_ptr + i)
    tl.store(out_ptr + i * D + d, s / tl.maximum(c, 1.0), mask=md)


class ModelNew(nn.Module):
    def __init__(self, num_nodes):
        super().__init__()
        self.num_nodes = num_nodes

    def forward(self, x, edge_index):
        x = x.contiguous()
        ei = edge_index.contiguous()
        E = ei.shape[1]
        D = x.shape[1]
        N = self.num_nodes
        agg = torch.zeros((N, D), device=x.device, dtype=torch.float32)
        deg = torch.zeros((N,), device=x.device, dtype=torch.float32)
        BE = 64
        BD = triton.next_power_of_2(D)
        scatter_kernel[(triton.cdiv(E, BE),)](x, ei, agg, deg, E, D, BE=BE, BD=BD)
        out = torch.empty((N, D), device=x.device, dtype=x.dtype)
        divide_kernel[(N,)](agg, deg, out, N, D, BD=BD)
        return out
