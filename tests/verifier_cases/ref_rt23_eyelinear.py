import torch
import torch.nn as nn


class Model(nn.Module):
    """A residual adapter initialised to the identity (nn.init.eye_), then trained."""
    def __init__(self, d):
        super().__init__()
        self.proj = nn.Linear(d, d)
        nn.init.eye_(self.proj.weight)
        nn.init.zeros_(self.proj.bias)

    def forward(self, x):
        return torch.relu(self.proj(x))


batch, d = 64, 64


def get_inputs():
    return [torch.randn(batch, d)]


def get_init_inputs():
    return [d]
