# Reference (red team 27): a float32 -> float16 cast (rounding) of a 10 x 32 activation.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x.to(torch.float16)


def get_inputs():
    return [torch.randn(10, 32)]


def get_init_inputs():
    return []
