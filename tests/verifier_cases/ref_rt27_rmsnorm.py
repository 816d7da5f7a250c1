# Reference (red team 27): nn.RMSNorm with its default eps (torch.finfo(x.dtype).eps, as in
# PyTorch's own nn.RMSNorm / F.rms_norm when eps=None).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)

    def forward(self, x):
        return self.norm(x)


def get_inputs():
    return [torch.randn(64, 512)]


def get_init_inputs():
    return [512]
