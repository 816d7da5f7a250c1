# KernelBench level 1 23_Softmax (shrunk): softmax over rows of torch.rand inputs.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.softmax(x, dim=1)


def get_inputs():
    return [torch.rand(16, 4096)]


def get_init_inputs():
    return []
