# Reference (red team 60a): a feature mask (random bool buffer, as a pruning / feature-selection mask) and the mean over the kept features
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.register_buffer("mask", torch.rand(n) < 0.5)

    def forward(self, x):
        return (x * self.mask).sum(-1) / self.mask.sum()


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64]
