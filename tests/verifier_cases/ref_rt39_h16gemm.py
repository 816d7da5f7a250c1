# Reference (red team 39): an fp16 matrix product with a long reduction (K = 1024).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, b):
        return torch.matmul(a, b)


def get_inputs():
    return [torch.randn(32, 1024).half(), torch.randn(1024, 32).half()]


def get_init_inputs():
    return []
