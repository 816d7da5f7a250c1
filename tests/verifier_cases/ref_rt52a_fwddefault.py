# Reference (red team 52a): a softmax with a temperature-like scale that callers may pass per
#   call (forward(x, scale=0.125): attention's 1/sqrt(d) for d = 64; a caller with d = 128
#   passes 0.0884, a sampler its 1 / temperature).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, scale=0.125):
        return torch.softmax(x * scale, dim=-1)


def get_inputs():
    return [torch.randn(64, 512)]


def get_init_inputs():
    return []
