# Reference: Latent-diffusion style log-variance guard: clamp to [-30, 20] (finite for +-inf inputs).
import torch
import torch.nn as nn


class Model(nn.Module):
    """Latent-diffusion style log-variance guard: clamp to [-30, 20] (finite for +-inf inputs)."""
    def __init__(self):
        super().__init__()

    def forward(self, logvar):
        return torch.clamp(logvar, -30.0, 20.0)


def get_inputs():
    return [torch.randn(64, 256) * 10.0]


def get_init_inputs():
    return []
