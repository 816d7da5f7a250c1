# Reference (red team 2a): sort each row (hard to write as a Triton kernel).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.sort(x, dim=-1).values


def get_inputs():
    return [torch.randn(4, 64)]


def get_init_inputs():
    return []
