# Reference: an output of magnitude ~1e-5 (a scaled ReLU): an absolute tolerance of 1e-4 would
# accept any answer of that size, right or wrong.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.relu(x) * 1e-5


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
