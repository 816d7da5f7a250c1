# Reference (red team 55b): residual add with an optional ReLU chosen by forward's positional bool DEFAULT (get_inputs passes only x and y)
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y, apply_relu=True):
        z = x + y
        if apply_relu:
            z = torch.relu(z)
        return z

def get_inputs():
    return [torch.randn(16, 64), torch.randn(16, 64)]

def get_init_inputs():
    return []
