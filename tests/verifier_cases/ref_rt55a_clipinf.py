# Reference (red team 55a): a residual add clamped to [-clip, clip], clip a Python float passed per call where float("inf") (as in get_inputs) means no clamp
import torch
import torch.nn as nn

class Model(nn.Module):
    """x + y, clamped to [-clip, clip] (clip = inf: no clamp)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, clip):
        return torch.clamp(x + y, -clip, clip)

def get_inputs():
    return [torch.randn(16, 64), torch.randn(16, 64), float("inf")]

def get_init_inputs():
    return []
