# Reference (red team 61a): whole-tensor standardisation of the input, (x - mean(x)) / (std(x) + 1e-5)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return (x - x.mean()) / (x.std() + 1e-5)


def get_inputs():
    return [torch.randn(64, 1024)]


def get_init_inputs():
    return []
