import torch
import torch.nn as nn


class Model(nn.Module):
    """Magnitude of a complex signal after a learnable per-frequency complex gain (initialised
    to 1 + 0j, as spectral filters and complex LayerScale-style gains are)."""
    def __init__(self, n):
        super().__init__()
        self.gain = nn.Parameter(torch.ones(n, dtype=torch.complex64))

    def forward(self, x):
        return torch.abs(x * self.gain)


def get_inputs():
    return [torch.randn(64, 512, dtype=torch.complex64)]


def get_init_inputs():
    return [512]
