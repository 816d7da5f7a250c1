# Reference (red team 10): truncation toward zero of fp16 activations.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.trunc(x)


def get_inputs():
    return [(torch.randn(16, 256) * 8).to(torch.float16)]


def get_init_inputs():
    return []
