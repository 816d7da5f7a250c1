# Reference: a classifier head with logit adjustment (Menon et al., 2021): LayerNorm, Linear, plus the log of a learnable class prior held in probability space (positive class frequencies)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim, num_classes):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc = nn.Linear(dim, num_classes)
        self.prior = nn.Parameter(torch.rand(num_classes) + 0.05)

    def forward(self, x):
        return self.fc(self.norm(x)) + torch.log(self.prior)


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 48]
