import torch
import torch.nn as nn


class Model(nn.Module):
    """Softmax over the last dim with a learnable per-head logit scale (initialised to 1)."""
    def __init__(self, heads):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(heads, 1))

    def forward(self, x):
        return torch.softmax(x * self.scale, dim=-1)


def get_inputs():
    return [torch.randn(16, 8, 256)]


def get_init_inputs():
    return [8]
