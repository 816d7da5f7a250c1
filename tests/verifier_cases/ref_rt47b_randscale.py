# Reference: Linear -> a learned per-feature scale initialised with torch.rand (non-negative at init) -> MaxPool1d(2) (KernelBench level 2 #74/#96's multiply-then-max with a learned multiplier).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features, kernel_size):
        super().__init__()
        self.matmul = nn.Linear(in_features, out_features)
        self.multiplier = nn.Parameter(torch.rand(out_features))
        self.max_pool = nn.MaxPool1d(kernel_size)

    def forward(self, x):
        x = self.matmul(x) * self.multiplier
        return self.max_pool(x.unsqueeze(1)).squeeze(1)


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 128, 2]
