import torch
import torch.nn as nn


class Model(nn.Module):
    """Per-sample mean squared error of a regression head (predictions vs targets)."""
    def __init__(self):
        super().__init__()

    def forward(self, predictions, targets):
        return ((predictions - targets) ** 2).mean(dim=-1)


def get_inputs():
    return [torch.randn(64, 512), torch.rand(64, 512)]


def get_init_inputs():
    return []
