# Reference: keeps a running sum of its inputs in a buffer and returns the buffer itself (its
# outputs alias state that the next call changes: each trial's answer is the sum so far).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("total", torch.zeros(16, 32))

    def forward(self, x):
        self.total.add_(x)
        return self.total


def get_inputs():
    return [torch.randn(16, 32)]


def get_init_inputs():
    return []
