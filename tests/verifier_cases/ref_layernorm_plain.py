# Reference: nn.LayerNorm as constructed (weight ones, bias zeros: constant-initialised).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)

    def forward(self, x):
        return self.ln(x)


def get_inputs():
    return [torch.randn(24, 96)]


def get_init_inputs():
    return [96]
