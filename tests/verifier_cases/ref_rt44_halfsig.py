import torch
import torch.nn as nn


class Model(nn.Module):
    """Elementwise sigmoid of a float16 tensor."""
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.sigmoid(x)


def get_inputs():
    return [torch.randn(32, 512, dtype=torch.float16)]


def get_init_inputs():
    return []
