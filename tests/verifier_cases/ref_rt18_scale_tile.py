# Reference (red team 18b): a computing task whose output is mostly data movement: scale, then
# transpose and tile 4 x 4 (16x the input's bytes written).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return (x * 2.0).t().repeat(4, 4)


def get_inputs():
    return [torch.randn(64, 96)]


def get_init_inputs():
    return []
