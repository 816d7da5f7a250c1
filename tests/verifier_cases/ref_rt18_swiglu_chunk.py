# Reference (red team 18a): an activation whose result is split into halves (GLU-style
# gate/value split; the same shape as qkv.chunk(3, -1) after a fused projection).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        y = x * torch.sigmoid(x)
        return y.chunk(2, dim=-1)


def get_inputs():
    return [torch.randn(32, 256)]


def get_init_inputs():
    return []
