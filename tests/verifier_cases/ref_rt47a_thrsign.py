# Reference: a binary (spiking) unit with a learnable per-feature affine map, weight ones and bias zeros: fires where x * w + b > 0 (a bool output)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(features))
        self.bias = nn.Parameter(torch.zeros(features))

    def forward(self, x):
        return x * self.weight + self.bias > 0


batch_size = 64
features = 256


def get_inputs():
    return [torch.randn(batch_size, features)]


def get_init_inputs():
    return [features]
