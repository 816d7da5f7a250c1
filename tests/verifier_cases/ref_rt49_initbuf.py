# Reference: a per-feature gain given to the constructor as a tensor (a class-weight vector, a mask, a calibration table) and held as a buffer: y = relu(x) * gain.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, gain):
        super().__init__()
        self.register_buffer("gain", gain)

    def forward(self, x):
        return torch.relu(x) * self.gain


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [torch.rand(256)]
