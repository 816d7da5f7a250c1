# Stands for: the double-single (float-float) encoding of float64 coordinates for fp32 GPU math (relative-to-eye rendering's high/low split, df64 emulation): x ~ hi + lo, both float32, packed as one (2, ...) tensor
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        hi = x.float()
        lo = (x - hi.double()).float()
        return torch.stack((hi, lo))


def get_inputs():
    return [torch.randn(4096, 3, dtype=torch.float64)]


def get_init_inputs():
    return []
