# A reference that itself fails (a shape bug in forward): the verdict must be `reference`,
# never one against the candidate.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x @ torch.randn(3, 3)


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
