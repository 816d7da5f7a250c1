import torch
import torch.nn as nn


class Model(nn.Module):
    """KernelBench level 1 style: cumulative sum along dim 1."""
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.cumsum(x, dim=self.dim)


def get_inputs():
    return [torch.randn(16, 4000)]


def get_init_inputs():
    return [1]
