# Reference (red team 60a; as ref_rt58a_linpack): a bias-free projection, x @ W^T
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.proj = nn.Linear(in_features, out_features, bias=False)

    def forward(self, x):
        return self.proj(x)


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64, 48]
