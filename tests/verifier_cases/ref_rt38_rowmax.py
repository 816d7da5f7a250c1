# Reference: row max (KernelBench level 1 "max reduction over a dimension" style)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.max(x, dim=self.dim).values


def get_inputs():
    return [torch.randn(8, 8192)]


def get_init_inputs():
    return [1]
