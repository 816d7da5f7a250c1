# Reference: RMSNorm in float64 (a scientific-computing model run in double precision).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d, dtype=torch.float64))
        self.eps = 1e-6

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def get_inputs():
    return [torch.randn(32, 384, dtype=torch.float64)]


def get_init_inputs():
    return [384]
