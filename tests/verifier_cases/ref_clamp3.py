# Reference (red team 5): clamp to [-3, 3] (a computing task; the data-movement probe codes
#   inputs in [-2, 2), where the clamp never acts).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.clamp(x, -3.0, 3.0)


def get_inputs():
    return [torch.randn(16, 128)]


def get_init_inputs():
    return []
