# Reference: a bf16 MLP activation (tanh-approximate GELU) on bf16 activations.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.gelu(x, approximate="tanh")


def get_inputs():
    return [torch.randn(64, 512).to(torch.bfloat16)]


def get_init_inputs():
    return []
