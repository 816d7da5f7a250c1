# Reference: a learnable per-channel gate initialised at random in [0, 1) (torch.rand, not a constant), then a max over the last dim
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.gate = nn.Parameter(torch.rand(channels))

    def forward(self, x):
        return torch.amax(x * self.gate.view(1, -1, 1), dim=-1)


batch_size = 16
channels = 32
length = 64


def get_inputs():
    return [torch.randn(batch_size, channels, length)]


def get_init_inputs():
    return [channels]
