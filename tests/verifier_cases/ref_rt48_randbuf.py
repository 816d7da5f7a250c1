# Reference: random Fourier features with the projection and the phases held as registered (persistent) buffers, drawn at random in __init__: y = cos(x @ P^T + b) * 0.125.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.register_buffer("proj", torch.randn(out_features, in_features) * 0.125)
        self.register_buffer("phase", torch.rand(out_features) * 6.283185307179586)

    def forward(self, x):
        return torch.cos(x @ self.proj.t() + self.phase) * 0.125


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 128]
