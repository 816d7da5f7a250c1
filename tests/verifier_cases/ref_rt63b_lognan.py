# Reference: the numeric-feature encoder of a tabular model: non-negative count / amount features
# are log1p-transformed, a missing value (NaN, as pandas hands it over) takes a learned
# per-feature fill, and each feature gets a learned scale and shift.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n_features=32):
        super().__init__()
        self.fill = nn.Parameter(torch.zeros(n_features))
        self.scale = nn.Parameter(torch.ones(n_features))
        self.shift = nn.Parameter(torch.zeros(n_features))

    def forward(self, x):                          # (B, F), x >= 0, NaN = missing
        x = torch.where(torch.isnan(x), self.fill, torch.log1p(x))
        return x * self.scale + self.shift


def get_inputs():
    return [torch.rand(64, 32) * 10]


def get_init_inputs():
    return [32]
