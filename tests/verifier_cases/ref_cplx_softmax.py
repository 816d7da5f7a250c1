# Reference (red team 16): softmax over the magnitudes of complex features (a spectral attention weight).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.softmax(x.abs(), dim=-1)


def get_inputs():
    return [torch.randn(32, 128, dtype=torch.complex64)]


def get_init_inputs():
    return []
