# Reference: exp(x) - 1 computed without cancellation (torch.expm1): small rates, log-space increments.
import torch
import torch.nn as nn


class Model(nn.Module):
    """exp(x) - 1 computed without cancellation (torch.expm1): small rates, log-space increments."""
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.expm1(x)


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return []
