# Reference: a normalising-flow step (RealNVP / Glow without 1x1 conv): a fixed random channel permutation held as a persistent integer buffer, then a per-feature affine coupling-free scale (exp of a learnable log-scale) and shift
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.register_buffer("perm", torch.randperm(dim))
        self.log_scale = nn.Parameter(torch.zeros(dim))
        self.shift = nn.Parameter(torch.zeros(dim))

    def forward(self, x):
        return x[:, self.perm] * torch.exp(self.log_scale) + self.shift


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return [128]
