# Reference: max-pooling over the sequence returning values and positions (torch.max's
# namedtuple), as in max-over-time pooling for text CNNs.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.max(x, dim=1)


def get_inputs():
    return [torch.randn(64, 300)]


def get_init_inputs():
    return []
