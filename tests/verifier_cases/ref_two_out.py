# Reference (red team 9): two activations of the same input (a fused two-headed epilogue).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.relu(x), torch.sigmoid(x)


def get_inputs():
    return [torch.randn(16, 256)]


def get_init_inputs():
    return []
