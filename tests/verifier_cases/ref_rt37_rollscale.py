# Reference: a scaled roll along the last dim (a positional shift, as in a token-shift mixer).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, shift):
        super().__init__()
        self.shift = shift

    def forward(self, x):
        return torch.roll(x * 2.0 + 1.0, shifts=self.shift, dims=1)


def get_inputs():
    return [torch.randn(64, 512)]


def get_init_inputs():
    return [1]
