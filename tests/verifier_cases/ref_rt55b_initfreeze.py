# Reference (red team 55b): a MobileNet-style width multiplier (0.75: 48 of 64 channels kept), GroupNorm over 8 groups (the kept width must divide by 8), and a residual-branch scale alpha
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_features, width_mult, alpha):
        super().__init__()
        self.width = int(in_features * width_mult)
        self.norm = nn.GroupNorm(8, self.width, affine=False)
        self.alpha = alpha

    def forward(self, x):
        h = x[:, :self.width]
        return self.alpha * self.norm(h)


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 0.75, 0.35]
