# probes: correct (red team 62b, twin of adv_rt62b_sagemean_1): one program per destination node, every edge into it summed, the degree counted and clamped to 1 (an isolated node gets 0)
# reference: ref_rt62b_sagemean.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sage_mean_kernel(x_ptr, src_ptr, dst_ptr, out_ptr, E, D, BLOCK_E: tl.constexpr, BLOCK_D: tl.constexpr):
    v = tl.program_id(0)
    cols = tl.arange(0, BLOCK_D)
    cm = cols < D
    acc = tl.zeros((BLOCK_D,), dtype=tl.float32)
    cnt = tl.zeros((BLOCK_E,), dtype=tl.float32)
    for e0 in range(0, E, BLOCK_E):
        e = e0 + tl.arange(0, BLOCK_E)
        em = e < E
        d = tl.load(dst_ptr + e, mask=em, other=-1)
        s = tl.load(src_ptr + e, mask=em, other=0)
        hit = (d == v) & em
        xs = tl.load(x_ptr + s[:, None] * D + cols[None, :], mask=hit[:, None] & cm[None, :], other=0.0)
        acc += tl.sum(xs, axis=0)
        cnt += hit.to(tl.float32)
    deg = tl.maximum(tl.sum(cnt, axis=0), 1.0)
    tl.store(out_ptr + v * D + cols, acc / deg, mask=cm)


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
        out = torch.empty(self.num_nodes, D, dtype=x.dtype, device=x.device)
        sage_mean_kernel[(self.num_nodes,)](x, src, dst, out, E, D, BLOCK_E=256, BLOCK_D=triton.next_power_of_2(D))
        return out
