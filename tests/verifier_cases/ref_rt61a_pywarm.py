# Reference (red team 61a): a linear warmup gate min(1, step / 2000) driven by a Python-int step counter the forward increments
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.step = 0
        self.warmup = 2000

    def forward(self, x):
        self.step += 1
        gate = min(1.0, self.step / self.warmup)
        return x * gate


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64]
