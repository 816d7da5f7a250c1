# Reference (red team 18a): a circular shift of rows (torch.roll), pure data movement.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, shift):
        super().__init__()
        self.shift = shift

    def forward(self, x):
        return torch.roll(x, shifts=self.shift, dims=0)


def get_inputs():
    return [torch.randn(128, 96)]


def get_init_inputs():
    return [37]
