import torch
import torch.nn as nn


class Model(nn.Module):
    """Squared distance of each sample to a given centre (anomaly score against a mean vector)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, mu):
        return ((x - mu) ** 2).sum(-1)


def get_inputs():
    return [torch.randn(64, 128), torch.rand(128)]


def get_init_inputs():
    return []
