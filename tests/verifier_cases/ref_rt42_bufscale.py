import torch
import torch.nn as nn


class Model(nn.Module):
    """y = x * scale + 1, with a per-column scale held as a buffer."""
    def __init__(self, n):
        super().__init__()
        self.register_buffer("scale", torch.randn(n))

    def forward(self, x):
        return x * self.scale + 1.0


def get_inputs():
    return [torch.randn(256, 128)]


def get_init_inputs():
    return [128]
