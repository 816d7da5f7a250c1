# Reference (red team 16): fftshift of a complex spectrum (swap the halves of both axes: pure data
# movement, as in spectral preprocessing before a filter).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.fft.fftshift(x, dim=(-2, -1))


def get_inputs():
    return [torch.randn(64, 128, dtype=torch.complex64)]


def get_init_inputs():
    return []
