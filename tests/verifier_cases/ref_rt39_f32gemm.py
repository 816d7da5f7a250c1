# Reference (red team 39): an fp32 matrix product with a long reduction (K = 2048).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a, b)


def get_inputs():
    return [torch.randn(32, 2048), torch.randn(2048, 32)]


def get_init_inputs():
    return []
