# Reference: RevIN (reversible instance normalisation, Kim et al. ICLR 2022; the input stage of
# PatchTST / iTransformer forecasters) on a float64 multivariate series (B, T, C): each series'
# channel is standardised over time by its own mean and std (eps 1e-5), then an affine map.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, num_features, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.affine_weight = nn.Parameter(torch.ones(num_features, dtype=torch.float64))
        self.affine_bias = nn.Parameter(torch.zeros(num_features, dtype=torch.float64))

    def forward(self, x):
        mean = x.mean(dim=1, keepdim=True)
        stdev = torch.sqrt(x.var(dim=1, keepdim=True, unbiased=False) + self.eps)
        x = (x - mean) / stdev
        return x * self.affine_weight + self.affine_bias


def get_inputs():
    return [torch.randn(8, 96, 16, dtype=torch.float64)]


def get_init_inputs():
    return [16]
