# Reference: KernelBench level 2 #96's order (x * scale, then a max pool) on a Linear, smaller: Linear -> multiply by the constructor's scale -> MaxPool1d(2).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features, kernel_size, scale):
        super().__init__()
        self.matmul = nn.Linear(in_features, out_features)
        self.scale = scale
        self.max_pool = nn.MaxPool1d(kernel_size)

    def forward(self, x):
        x = self.matmul(x)
        x = x * self.scale
        return self.max_pool(x.unsqueeze(1)).squeeze(1)


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 128, 2, 0.5]
