# Reference: a Linear whose transposed weight is cached in __init__ (self.wt = self.fc.weight.t(), a
# non-leaf view: copy.deepcopy of the model raises), then a softmax.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d, c):
        super().__init__()
        self.fc = nn.Linear(d, c)
        self.wt = self.fc.weight.t()

    def forward(self, x):
        return torch.softmax(x @ self.wt + self.fc.bias, dim=1)


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return [256, 128]
