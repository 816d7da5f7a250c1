# Reference (red team 17a, control): the same running sum, answered as a float (no redraws).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("total", torch.zeros(16, 32))

    def forward(self, x):
        self.total.add_(x)
        return self.total * 1.0


def get_inputs():
    return [torch.randn(16, 32)]


def get_init_inputs():
    return []
