# Reference: KernelBench level 1 #51 Argmax_over_a_dimension (sizes shrunk): torch.argmax over dim 1 of a (B, D1, D2) tensor; torch returns the FIRST index of the maximum on ties.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim: int):
        super(Model, self).__init__()
        self.dim = dim

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.argmax(x, dim=self.dim)


batch_size = 8
dim1 = 96
dim2 = 40


def get_inputs():
    x = torch.rand(batch_size, dim1, dim2)
    return [x]


def get_init_inputs():
    return [1]
