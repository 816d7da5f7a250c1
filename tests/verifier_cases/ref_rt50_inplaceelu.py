# Reference: nn.ELU(inplace=True) applied to the input: forward updates x in place and returns it (a memory-saving activation, as torchvision-style blocks write)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.act = nn.ELU(alpha=alpha, inplace=True)

    def forward(self, x):
        return self.act(x)


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [1.3]
