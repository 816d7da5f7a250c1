# Reference (red team): rotate a real signal by 90 degrees in the complex plane, out = 1j * x.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x.to(torch.complex64) * 1j


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
