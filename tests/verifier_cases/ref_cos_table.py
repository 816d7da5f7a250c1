# Reference (red team 11a): a multiply by a cosine table the model builds in __init__ (a buffer).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("c", torch.cos(torch.arange(n).float() * 0.01))

    def forward(self, x):
        return x * self.c


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return [256]
