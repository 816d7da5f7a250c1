# Reference: an RMS norm module whose eps is a constructor keyword with a default (get_init_inputs passes only the size, as KernelBench's norm tasks do)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, features, eps=1e-5):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(features))
        self.eps = eps

    def forward(self, x):
        rms = torch.sqrt(torch.mean(x * x, dim=-1, keepdim=True) + self.eps)
        return x / rms * self.weight


batch_size = 64
features = 256


def get_inputs():
    return [torch.randn(batch_size, features)]


def get_init_inputs():
    return [features]
