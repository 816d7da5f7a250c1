# Reference: a functional 1-D convolution layer (as in a TCN / WaveNet block builder or a
# hypernetwork that produces the filters): F.conv1d with the stride, padding, dilation and groups
# given per call (a dilated causal stack passes dilation 1, 2, 4, 8, ...; a depthwise one groups = C).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, weight, bias, stride, padding, dilation, groups):
        return F.conv1d(x, weight, bias, stride=stride, padding=padding, dilation=dilation,
                        groups=groups)


def get_inputs():
    return [torch.randn(2, 8, 32), torch.randn(8, 8, 3) * 0.3, torch.randn(8), 1, 1, 1, 1]


def get_init_inputs():
    return []
