import torch
import torch.nn as nn


class Model(nn.Module):
    """Streaming centring with caller-owned statistics: the running mean, passed in a list
    (as past_key_values / running state lists are), is updated in place, and x is centred
    by the updated mean."""

    def __init__(self, momentum):
        super().__init__()
        self.momentum = momentum

    def forward(self, x, stats):
        rm = stats[0]
        rm.mul_(1.0 - self.momentum).add_(self.momentum * x.mean(0))
        return x - rm


def get_inputs():
    return [torch.randn(64, 128), [torch.randn(128)]]


def get_init_inputs():
    return [0.1]
