# Reference (red team 60a): x @ A with A a symmetric matrix (a covariance / Gram / kernel matrix input)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, A):
        return x @ A


def get_inputs():
    B = torch.randn(32, 32)
    return [torch.randn(16, 32), (B + B.T) / 2]


def get_init_inputs():
    return []
