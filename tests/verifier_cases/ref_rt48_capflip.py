# Reference: truncated (capped) MSE loss, robust training: each sample's mean squared error clipped at the constructor's cap (2.5), then averaged over the batch.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, cap):
        super().__init__()
        self.cap = cap

    def forward(self, pred, target):
        per = ((pred - target) ** 2).mean(dim=1)
        return torch.clamp(per, max=self.cap).mean()


def get_inputs():
    return [torch.randn(64, 32), torch.randn(64, 32)]


def get_init_inputs():
    return [2.5]
