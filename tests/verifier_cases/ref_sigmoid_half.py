# Reference (red team 8): an elementwise sigmoid on float16 activations.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.sigmoid(x)


def get_inputs():
    return [torch.randn(16, 256).to(torch.float16)]


def get_init_inputs():
    return []
