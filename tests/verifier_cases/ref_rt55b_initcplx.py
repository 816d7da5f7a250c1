# Reference (red team 55b): a complex gain (a phase rotation) given to the constructor as a Python complex
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, gain):
        super().__init__()
        self.gain = gain

    def forward(self, x):
        return x * self.gain


def get_inputs():
    return [torch.randn(32, 256, dtype=torch.complex64)]


def get_init_inputs():
    return [0.6 + 0.8j]
