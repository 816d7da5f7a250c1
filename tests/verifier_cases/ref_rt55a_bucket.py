# Reference (red team 55a): torch.bucketize of x into bins whose sorted edges are passed per call (17 fixed, non-uniform edges in get_inputs: quantile bins)
import torch
import torch.nn as nn

class Model(nn.Module):
    """torch.bucketize(x, boundaries): the index of the bin of each element (right=False)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, boundaries):
        return torch.bucketize(x, boundaries)

def get_inputs():
    edges = torch.tensor([-2.5, -1.8, -1.3, -1.0, -0.7, -0.5, -0.3, -0.1, 0.0,
                          0.1, 0.3, 0.5, 0.7, 1.0, 1.3, 1.8, 2.5])
    return [torch.randn(16, 64), edges]

def get_init_inputs():
    return []
