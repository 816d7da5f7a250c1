# Reference (red team 64b): GraphSAGE-style mean aggregation over a CSC edge list, as PyG
# (sort_edge_index(..., sort_by_row=False), SparseTensor/segment_csr) and DGL hand it to their
# kernels: edge_index = [src; dst] with the edges sorted by destination, so each node's incoming
# messages are one contiguous segment, reduced with torch.segment_reduce.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_nodes):
        super().__init__()
        self.num_nodes = num_nodes

    def forward(self, x, edge_index):
        src, dst = edge_index[0], edge_index[1]          # dst sorted (CSC order)
        deg = torch.bincount(dst, minlength=self.num_nodes)
        agg = torch.segment_reduce(x[src], "sum", lengths=deg, axis=0, unsafe=True)
        return agg / deg.clamp(min=1).to(x.dtype)[:, None]


def get_inputs():
    n, e = 64, 512
    src = torch.randint(0, n, (e,))
    dst = torch.sort(torch.randint(0, n, (e,))).values
    return [torch.randn(n, 32), torch.stack([src, dst])]


def get_init_inputs():
    return [64]
