# Reference (red team 61a): a countdown buffer (int64, 1000 steps left at construction) that the forward runs down to 0 and stops there, fading a residual branch in: y = x + (1 - left / 1000) * tanh(x)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.register_buffer("left", torch.tensor(1000, dtype=torch.long))

    def forward(self, x):
        self.left.copy_(torch.clamp(self.left - 1, min=0))
        gate = 1.0 - self.left.float() / 1000.0
        return x + gate * torch.tanh(x)


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64]
