import torch
import torch.nn as nn


class Model(nn.Module):
    """Gemm (no bias) + BatchNorm (training mode: batch statistics) + ReLU."""
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features, bias=False)   # (a bias before a batch norm is redundant)
        self.bn = nn.BatchNorm1d(out_features)

    def forward(self, x):
        return torch.relu(self.bn(self.linear(x)))


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [256, 128]
