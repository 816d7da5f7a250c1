# Reference: a two-headed block: LayerNorm features and random-Fourier-style features sin(Linear(x)) of the same input.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim, out_dim):
        super().__init__()
        self.ln = nn.LayerNorm(dim)
        self.proj = nn.Linear(dim, out_dim)

    def forward(self, x):
        return self.ln(x), torch.sin(self.proj(x))


def get_inputs():
    return [torch.randn(24, 96) * 3 + 1]


def get_init_inputs():
    return [96, 64]
