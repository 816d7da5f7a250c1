# Reference (red team 20): returns a transposed VIEW of its input (as KernelBench models that end in .t()/.permute() do): its output aliases input 0.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x.t()


def get_inputs():
    return [torch.randn(64, 48)]


def get_init_inputs():
    return []
