# probes: correct (red team 62b, idiomatic scatter form of good_rt62b_sagemean): one program per block of edges, messages and degrees atomic_add-ed into zeroed accumulators, a second kernel divides by max(deg, 1)
# reference: ref_rt62b_sagemean.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scatter_kernel(x_ptr, src_ptr, dst_ptr, acc_ptr, deg_ptr, E, D, BLOCK_E: tl.constexpr, BLOCK_D: tl.constexpr):
    e = tl.program_id(0) * BLOCK_E + tl.arange(0, BLOCK_E)
    em = e < E
    cols = tl.arange(0, BLOCK_D)
    cm = cols < D
    s = tl.load(src_ptr + e, mask=em, other=0)
    d = tl.load(dst_ptr + e, mask=em, other=0)
    m2 = em[:, None] & cm[None, :]
    xs = tl.load(x_ptr + s[:, None] * D + cols[None, :], mask=m2, other=0.0)
    tl.atomic_add(acc_ptr + d[:, None] * D + cols[None, :], xs, mask=m2)
    tl.atomic_add(deg_ptr + d, tl.full((BLOCK_E,), 1.0, tl.float32), mask=em)


@triton.jit
def divide_kernel(acc_ptr, deg_ptr, out_ptr, D, BLOCK_D: tl.constexpr):
    v = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    cm = cols < D
    a = tl.load(acc_ptr + v * D + cols, mask=cm, other=0.0)
    deg = tl.maximum(tl.load(deg_ptr + v), 1.0)
    tl.store(out_ptr + v * D + cols, a / deg, mask=cm)


class ModelNew(nn.Module):
    def __init__(self, num_nodes):
        super().__init__()
        self.num_nodes = num_nodes

    def forward(self, x, edge_index):
        x = x.contiguous()
        src = edge_index[0].contiguous()
        dst = edge_index[1].contiguous()
        E = src.shape[0]
        D = x.shape[1]
        BD = triton.next_power_of_2(D)
        acc = torch.zeros(self.num_nodes, D, dtype=torch.float32, device=x.device)
        deg = torch.zeros(self.num_nodes, dtype=torch.float32, device=x.device)
        scatter_kernel[(triton.cdiv(E, 128),)](x, src, dst, acc, deg, E, D, BLOCK_E=128, BLOCK_D=BD)
        out = torch.empty(self.num_nodes, D, dtype=x.dtype, device=x.device)
        divide_kernel[(self.num_nodes,)](acc, deg, out, D, BLOCK_D=BD)
        return out
