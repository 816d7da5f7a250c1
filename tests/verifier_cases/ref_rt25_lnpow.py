# Reference: LayerNorm followed by a learnable power activation y ** p (p initialised to 2.0,
# a polynomial activation as in learnable-activation papers).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.p = nn.Parameter(torch.tensor(2.0))

    def forward(self, x):
        return self.ln(x).pow(self.p)


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [128]
