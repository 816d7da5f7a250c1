# Reference: KernelBench level 2 #32's tail (x * scale_factor, then the minimum over dim 1) after a Linear; scale_factor = 2.0, an integral float, as #32 passes.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features, scale_factor):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.scale_factor = scale_factor

    def forward(self, x):
        x = self.fc(x) * self.scale_factor
        return torch.min(x, dim=1, keepdim=True)[0]


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 128, 2.0]
