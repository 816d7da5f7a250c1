# Reference: pure data movement at a realistic size: a transpose of a 128 x 192 matrix.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x.t().contiguous()


def get_inputs():
    return [torch.randn(128, 192)]


def get_init_inputs():
    return []
