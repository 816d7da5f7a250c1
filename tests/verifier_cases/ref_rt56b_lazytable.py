# Reference (red team 56b): add a fixed sinusoidal position signal along the last dim (a positional-encoding table)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.n = n

    def forward(self, x):
        pos = torch.arange(self.n, dtype=x.dtype, device=x.device)
        return x + torch.sin(pos * 0.01)


def get_inputs():
    return [torch.randn(32, 256)]


def get_init_inputs():
    return [256]
