# Reference: a KernelBench-style block with dropout (p = 0.1) before the activation. Model is
# never put in eval mode, so dropout is live: the answer depends on the RNG state.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.drop = nn.Dropout(0.1)

    def forward(self, x):
        return torch.relu(self.drop(x))


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return []
