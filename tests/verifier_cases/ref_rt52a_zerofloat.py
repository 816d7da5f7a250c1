# Reference (red team 52a): a floor passed per call (torch.clamp(x, min=floor)); get_inputs
#   passes floor = 0.0 (a ReLU), callers pass other floors (a clipped activation, a margin).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, floor):
        return torch.clamp(x, min=floor)


def get_inputs():
    return [torch.randn(32, 256), 0.0]


def get_init_inputs():
    return []
