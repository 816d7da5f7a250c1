# Reference: elementwise power with a float exponent passed per call (x ** 3.0 of a negative x is negative)
import torch
import torch.nn as nn


class Model(nn.Module):
    """Elementwise power with a float exponent passed per call (signed: x ** 3.0 of a negative x is negative)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, p):
        return torch.pow(x, p)


def get_inputs():
    return [torch.randn(16, 256), 3.0]


def get_init_inputs():
    return []
