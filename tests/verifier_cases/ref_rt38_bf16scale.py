# Reference: scale a bf16 tensor by a constant
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return x * 2.0


def get_inputs():
    return [torch.randn(64, 128, dtype=torch.bfloat16)]


def get_init_inputs():
    return []
