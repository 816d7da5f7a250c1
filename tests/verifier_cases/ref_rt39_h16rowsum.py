# Reference (red team 39): fp16 row sums over a long row (N = 4096).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.sum(x, dim=1)


def get_inputs():
    return [torch.randn(64, 4096).half()]


def get_init_inputs():
    return []
