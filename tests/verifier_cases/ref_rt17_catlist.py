# Reference: pure data movement over a list input (an FPN-style module that takes its feature
# maps as one list argument): concatenate three activations along the channel dim.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, feats):
        return torch.cat(feats, dim=1)


def get_inputs():
    return [[torch.randn(32, 64), torch.randn(32, 128), torch.randn(32, 64)]]


def get_init_inputs():
    return []
