# Reference: KernelBench level 2 #96's order (x * scale, then a max pool) on a Linear, then a clamp between the constructor's bounds: Linear -> * scale -> MaxPool1d(2) -> clamp(clamp_min, clamp_max).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features, kernel_size, scale, clamp_min, clamp_max):
        super().__init__()
        self.matmul = nn.Linear(in_features, out_features)
        self.scale = scale
        self.max_pool = nn.MaxPool1d(kernel_size)
        self.clamp_min = clamp_min
        self.clamp_max = clamp_max

    def forward(self, x):
        x = self.matmul(x)
        x = x * self.scale
        x = self.max_pool(x.unsqueeze(1)).squeeze(1)
        return torch.clamp(x, self.clamp_min, self.clamp_max)


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 128, 2, 0.5, -0.8, 0.8]
