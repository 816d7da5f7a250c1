# Reference: KernelBench level-2 idiom: a bias parameter initialised as torch.randn(shape) * 0.02, added to x.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, bias_shape):
        super().__init__()
        self.bias = nn.Parameter(torch.randn(bias_shape) * 0.02)

    def forward(self, x):
        return torch.relu(x + self.bias)


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return [(256,)]
