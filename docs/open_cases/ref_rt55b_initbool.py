# Reference (red team 55b): Linear-free residual gate with a constructor bool flag (get_init_inputs passes True)
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, features, gated):
        super().__init__()
        self.gated = gated
        self.scale = nn.Parameter(torch.randn(features))

    def forward(self, x):
        y = x * self.scale
        if self.gated:
            y = y * torch.sigmoid(x)
        return y

def get_inputs():
    return [torch.randn(16, 256)]

def get_init_inputs():
    return [256, True]
