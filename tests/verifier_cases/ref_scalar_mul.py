import torch
import torch.nn as nn


class Model(nn.Module):
    """C = A * s, with the scalar s a Python float passed to forward (KernelBench style)."""
    def __init__(self):
        super().__init__()

    def forward(self, A, s: float):
        return A * s


def get_inputs():
    return [torch.rand(64, 48), 3.14]


def get_init_inputs():
    return []
