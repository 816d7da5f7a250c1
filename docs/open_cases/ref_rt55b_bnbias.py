# Reference (red team 55b): training-mode BatchNorm1d (batch statistics out, running statistics updated with the UNBIASED batch variance)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.bn = nn.BatchNorm1d(features)

    def forward(self, x):
        return self.bn(x)


def get_inputs():
    return [torch.randn(256, 128)]


def get_init_inputs():
    return [128]
