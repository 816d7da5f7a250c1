# Reference: sum reduction over the last dim (KernelBench level 1 style).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.sum(x, dim=self.dim)


def get_inputs():
    return [torch.randn(8, 8192)]


def get_init_inputs():
    return [1]
