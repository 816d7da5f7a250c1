import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 with an activation-range observer: per-feature running absolute maxima kept in a
    list (one entry per observed input), updated by every forward."""
    def __init__(self, n):
        super().__init__()
        self.stats = [torch.zeros(n)]

    def forward(self, x):
        self.stats[0].copy_(torch.maximum(self.stats[0], x.abs().amax(0)))
        return F.hardtanh(x, 0.0, 6.0)


def get_inputs():
    return [torch.randn(64, 256) * 4]


def get_init_inputs():
    return [256]
