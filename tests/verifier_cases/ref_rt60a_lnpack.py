# Reference (red team 60a): LayerNorm over the last dim (affine weight ones, bias zeros at init)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.norm = nn.LayerNorm(d)

    def forward(self, x):
        return self.norm(x)


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64]
