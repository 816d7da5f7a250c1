# Reference: Elementwise ratio (a rate, a relative change): IEEE division, x / 0 is +-inf and 0 / 0 is NaN.
import torch
import torch.nn as nn


class Model(nn.Module):
    """Elementwise ratio (a rate, a relative change): IEEE division, x / 0 is +-inf and 0 / 0 is NaN."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        return x / y


def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256)]


def get_init_inputs():
    return []
