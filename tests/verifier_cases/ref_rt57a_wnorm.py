import torch
import torch.nn as nn


class Model(nn.Module):
    """Weight-normalised linear layer (Salimans & Kingma): w = g * v / ||v|| per output row."""

    def __init__(self, in_features, out_features):
        super().__init__()
        self.v = nn.Parameter(torch.randn(out_features, in_features) * 0.1)
        self.g = nn.Parameter(torch.randn(out_features))

    def forward(self, x):
        w = self.g[:, None] * self.v / self.v.norm(dim=1, keepdim=True)
        return x @ w.t()


def get_inputs():
    return [torch.randn(8, 64)]


def get_init_inputs():
    return [64, 32]
