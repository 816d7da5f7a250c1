# Reference with tiny outputs: an all-zero answer would pass atol = 1e-4 (the zero-output hole).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.relu(x) * 1e-6


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
