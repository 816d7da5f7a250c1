# Reference: pure data movement (concatenate two activations and zero-pad), KernelBench-like sizes.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        return F.pad(torch.cat([x, y], dim=1), (0, 8))


def get_inputs():
    return [torch.randn(16, 512), torch.randn(16, 256)]


def get_init_inputs():
    return []
