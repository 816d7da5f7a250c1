# Reference: truncation toward zero (what a float -> int -> float copy computes).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.trunc(x * 4.0)


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
