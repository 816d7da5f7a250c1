# Reference: KernelBench level 1 #76 (standard 1-D convolution, dilated and strided), smaller: stride and dilation are constructor arguments.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, dilation=1, bias=False):
        super().__init__()
        self.conv1d = nn.Conv1d(in_channels, out_channels, kernel_size, stride=stride,
                                dilation=dilation, bias=bias)

    def forward(self, x):
        return self.conv1d(x)


def get_inputs():
    return [torch.rand(4, 8, 256)]


def get_init_inputs():
    return [8, 16, 3, 3, 4]
