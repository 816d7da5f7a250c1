# Reference (red team 62b): GraphSAGE / torch_scatter-style mean aggregation of neighbour
#   features: agg[v] = mean of x[u] over edges u -> v, with deg.clamp(min=1) so that a node
#   with no incoming edge (an isolated atom, a padded node, a leaf of a sampled subgraph)
#   gets 0, as PyG's scatter(reduce='mean') does. get_inputs draws a random edge list.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_nodes):
        super().__init__()
        self.num_nodes = num_nodes

    def forward(self, x, edge_index):
        src, dst = edge_index[0], edge_index[1]
        agg = torch.zeros(self.num_nodes, x.shape[1], dtype=x.dtype, device=x.device)
        agg = agg.index_add(0, dst, x[src])
        deg = torch.bincount(dst, minlength=self.num_nodes).clamp(min=1).to(x.dtype)
        return agg / deg[:, None]


def get_inputs():
    return [torch.randn(64, 32), torch.randint(0, 64, (2, 1024))]


def get_init_inputs():
    return [64]
