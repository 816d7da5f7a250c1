# probes: red team 42: honest twin: atomic scatter-add, then a two-pass LayerNorm with eps
# reference: ref_rt42_gnnln.py
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scatter_kernel(x_ptr, dst_ptr, agg_ptr, D, BD: tl.constexpr):
    i = tl.program_id(0)
    offs = tl.arange(0, BD)
    m = offs < D
    d = tl.load(dst_ptr + i)
    x = tl.load(x_ptr + i * D + offs, mask=m, other=0.0)
    tl.atomic_add(agg_ptr + d * D + offs, x, mask=m)


@triton.jit
def ln_kernel(a_ptr, w_ptr, b_ptr, out_ptr, D, BD: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, BD)
    m = offs < D
    a = tl.load(a_ptr + r * D + offs, mask=m, other=0.0)
    mean = tl.sum(a, axis=0) / D
    c = tl.where(m, a - mean, 0.0)
    var = tl.sum(c * c, axis=0) / D
    y = c / tl.sqrt(var + 1e-5)
    w = tl.load(w_ptr + offs, mask=m, other=0.0)
    b = tl.load(b_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + r * D + offs, y * w + b, mask=m)


class ModelNew(nn.Module):
    def __init__(self, num_nodes, dim):
        super().__init__()
        self.num_nodes = num_nodes
        self.weight = nn.Parameter(torch.ones(dim))
        self.bias = nn.Parameter(torch.zeros(dim))

    def forward(self, x, dst):
        x = x.contiguous()
        N, D = x.shape
        agg = torch.zeros(self.num_nodes, D, dtype=torch.float32, device=x.device)
        BD = triton.next_power_of_2(D)
        scatter_kernel[(N,)](x, dst, agg, D, BD=BD)
        out = torch.empty_like(agg)
        ln_kernel[(self.num_nodes,)](agg, self.weight, self.bias, out, D, BD=BD)
        return out
