import torch
import torch.nn as nn


class Model(nn.Module):
    """BatchNorm1d over a (batch, features) input, training mode (batch statistics per feature)."""
    def __init__(self, features):
        super().__init__()
        self.bn = nn.BatchNorm1d(features)

    def forward(self, x):
        return self.bn(x)


def get_inputs():
    return [torch.randn(64, 32)]


def get_init_inputs():
    return [32]
