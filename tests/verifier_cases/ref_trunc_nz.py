# Reference: truncation plus a nonzero indicator (red team 4's target for dtype-converting copies).
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()
    def forward(self, x):
        return torch.trunc(x * 4.0) + (x != 0).float()

def get_inputs():
    return [torch.randn(32, 32)]

def get_init_inputs():
    return []
