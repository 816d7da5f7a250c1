# Reference (red team 58a): a learnable per-channel affine (a frozen norm's scale and shift, a
# LayerScale-style gain) followed by a 2x2 max pool
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(channels))
        self.shift = nn.Parameter(torch.zeros(channels))

    def forward(self, x):
        y = x * self.scale.view(1, -1, 1, 1) + self.shift.view(1, -1, 1, 1)
        return F.max_pool2d(y, 2)


def get_inputs():
    return [torch.randn(4, 16, 16, 16)]


def get_init_inputs():
    return [16]
