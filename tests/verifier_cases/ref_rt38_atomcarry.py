# Reference: cumulative sum along the last dim (KernelBench level 1 89_cumsum style).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.cumsum(x, dim=self.dim)


def get_inputs():
    return [torch.randn(4, 4096)]


def get_init_inputs():
    return [1]
