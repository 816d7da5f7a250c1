# Reference (red team 61a): a circular shift of the features by an int64 buffer setting (0 as constructed; a config sets it, either sign)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("shift", torch.tensor(0, dtype=torch.long))

    def forward(self, x):
        return torch.roll(x, shifts=int(self.shift), dims=1) * 2.0


def get_inputs():
    return [torch.randn(8, 64)]


def get_init_inputs():
    return []
