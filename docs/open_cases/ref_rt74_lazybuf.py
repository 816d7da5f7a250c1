# Reference (red team 74, from 73 lazyema): a streaming feature centring layer whose running mean is created lazily
# from the first batch (registered as a None buffer, register_buffer("running_mean", None), until the first call), then an EMA of batch means
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, momentum):
        super().__init__()
        self.momentum = momentum
        self.register_buffer("running_mean", None)

    def forward(self, x):
        m = x.mean(0)
        if self.running_mean is None:
            self.running_mean = m.clone()
        else:
            self.running_mean = (1 - self.momentum) * self.running_mean + self.momentum * m
        return x - self.running_mean


def get_inputs():
    return [torch.randn(256, 64)]


def get_init_inputs():
    return [0.1]
