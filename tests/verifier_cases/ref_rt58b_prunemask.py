# Reference: a pruned (sparse) Linear as magnitude/lottery-ticket pruning code keeps it: the dense weight, a bias, and a persistent bool mask buffer of the connections kept
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_features, out_features, density):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.register_buffer("mask", torch.rand(out_features, in_features) < density)

    def forward(self, x):
        return F.linear(x, self.linear.weight * self.mask, self.linear.bias)


def get_inputs():
    return [torch.randn(32, 128)]


def get_init_inputs():
    return [128, 64, 0.3]
