# Reference (red team 61a): a weight-normalised projection (weight_norm with dim=None): y = x @ (g * V / ||V||_F)^T
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.v = nn.Parameter(torch.randn(out_features, in_features))
        self.g = nn.Parameter(torch.ones(1))

    def forward(self, x):
        w = self.g * self.v / self.v.norm()
        return x @ w.t()


def get_inputs():
    return [torch.randn(8, 256)]


def get_init_inputs():
    return [256, 128]
