# Reference: KernelBench level 1 "product reduction over a dimension" (torch.prod over 256
# N(0,1) values: as written it underflows to 0 or a denormal nearly everywhere).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.prod(x, dim=self.dim)


def get_inputs():
    return [torch.randn(4, 256, 64)]


def get_init_inputs():
    return [1]
