# Reference: a learnable complex gain per frequency bin (a complex-valued layer, FNO/spectral-filter style) applied to a signal held as (re, im) pairs: view_as_real(view_as_complex(x) * w).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, n_bins):
        super().__init__()
        self.w = nn.Parameter(torch.randn(n_bins, dtype=torch.cfloat))

    def forward(self, x):
        return torch.view_as_real(torch.view_as_complex(x) * self.w)


def get_inputs():
    return [torch.randn(16, 256, 2)]


def get_init_inputs():
    return [256]
