# Reference (red team 61a): group-wise RMS normalisation of the features, the group size an int64 buffer setting (32 of 64 features)
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("group", torch.tensor(32, dtype=torch.long))

    def forward(self, x):
        B, D = x.shape
        g = int(self.group)
        xg = x.view(B, D // g, g)
        r = torch.rsqrt(xg.pow(2).mean(dim=-1, keepdim=True) + 1e-6)
        return (xg * r).view(B, D)


def get_inputs():
    return [torch.randn(8, 64)]


def get_init_inputs():
    return []
