# Reference (red team 52a): F.hardtanh with its bounds passed per call (a clamp whose range the
#   caller picks: hardtanh(x, -1, 1), ReLU6 = hardtanh(x, 0, 6), an activation clip).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, min_val, max_val):
        return F.hardtanh(x, min_val, max_val)


def get_inputs():
    return [torch.randn(32, 256), -1.0, 1.0]


def get_init_inputs():
    return []
