# Reference: row softmax (a copy of ref_softmax.py): every probability is exp(x - max) / sum, the tiny ones included (their logs are what an NLL or a KL downstream reads).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.softmax(x, dim=-1)


def get_inputs():
    return [torch.randn(32, 100)]


def get_init_inputs():
    return []
