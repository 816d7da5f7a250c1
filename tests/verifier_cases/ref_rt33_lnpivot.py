import torch
import torch.nn as nn


class Model(nn.Module):
    """A pre-norm block's LayerNorm over token features (batch, tokens, features)."""
    def __init__(self, features):
        super().__init__()
        self.ln = nn.LayerNorm(features)

    def forward(self, x):
        return self.ln(x)


def get_inputs():
    return [torch.randn(4, 16, 256)]


def get_init_inputs():
    return [256]
