# Reference: focal-style modulation (1 - sigmoid(x)) ** gamma * x whose exponent is a forward keyword default given as an integral float (gamma=2.0; get_inputs passes only x)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, gamma=2.0):
        return (1 - torch.sigmoid(x)) ** gamma * x


def get_inputs():
    return [torch.randn(64, 256)]


def get_init_inputs():
    return []
