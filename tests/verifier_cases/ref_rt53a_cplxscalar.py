# Reference (red team 53a): a complex gain applied per call: y = z * c (a phase rotation and
#   scaling of a complex signal, e.g. a per-frame channel correction); c a Python complex.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, z, c):
        return z * c


def get_inputs():
    return [torch.randn(64, 256, dtype=torch.complex64), 0.6 + 0.8j]


def get_init_inputs():
    return []
