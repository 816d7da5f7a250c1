import torch
import torch.nn as nn


class Model(nn.Module):
    """Squared Euclidean distance from each sample to K learned prototypes (a k-means / VQ /
    RBF layer's distance matrix)."""
    def __init__(self, k, d):
        super().__init__()
        self.centers = nn.Parameter(torch.randn(k, d))

    def forward(self, x):
        return ((x[:, None, :] - self.centers[None, :, :]) ** 2).sum(-1)


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [16, 64]
