import torch
import torch.nn as nn


class Model(nn.Module):
    """A conv net's BatchNorm2d in training mode (batch statistics per channel)."""
    def __init__(self, channels):
        super().__init__()
        self.bn = nn.BatchNorm2d(channels)

    def forward(self, x):
        return self.bn(x)


def get_inputs():
    return [torch.randn(8, 16, 8, 8)]


def get_init_inputs():
    return [16]
