import torch
import torch.nn as nn


class Model(nn.Module):
    """Gemm + LayerNorm (a projection followed by its normalisation)."""
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.ln = nn.LayerNorm(out_features)

    def forward(self, x):
        return self.ln(self.linear(x))


def get_inputs():
    return [torch.randn(32, 512)]


def get_init_inputs():
    return [512, 256]
