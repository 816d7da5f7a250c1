# Reference (red team 53a): SiLU of a float16 activation (x * sigmoid(x)), float16 in and out.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x * torch.sigmoid(x)


def get_inputs():
    return [torch.randn(64, 1024, dtype=torch.float16)]


def get_init_inputs():
    return []
