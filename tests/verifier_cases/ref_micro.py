# Reference (red team): a ReLU whose outputs are tiny (e.g. a scaled residual / gradient), ~1e-8.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.relu(x) * 1e-9


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
