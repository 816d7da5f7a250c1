# Reference: a two-headed feature block: LayerNorm features and SIREN-style sinusoidal features sin(30 x) of the same input.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)

    def forward(self, x):
        return self.ln(x), torch.sin(30.0 * x)


def get_inputs():
    return [torch.randn(24, 96) * 3 + 1]


def get_init_inputs():
    return [96]
