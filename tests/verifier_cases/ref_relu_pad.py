# Reference (red team 12): relu, then F.pad with zeros (a computing task that pads).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.pad(torch.relu(x), (0, 8))


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
