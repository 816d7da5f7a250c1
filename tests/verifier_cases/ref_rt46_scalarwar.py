import torch
import torch.nn as nn


class Model(nn.Module):
    """In place: each row minus its first element (a baseline), the input returned."""
    def __init__(self):
        super().__init__()

    def forward(self, x):
        base = x[:, :1].clone()
        x.sub_(base)
        return x


def get_inputs():
    return [torch.randn(64, 300)]


def get_init_inputs():
    return []
