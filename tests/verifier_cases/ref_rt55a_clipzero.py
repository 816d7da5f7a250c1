# Reference (red team 55a): a residual add clamped to [-clip, clip], clip a Python float passed per call where 0.0 (as in get_inputs) turns the clamp off
import torch
import torch.nn as nn

class Model(nn.Module):
    """x + y, clamped to [-clip, clip] when clip > 0 (0.0: no clamp)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, clip):
        z = x + y
        if clip > 0:
            z = torch.clamp(z, -clip, clip)
        return z

def get_inputs():
    return [torch.randn(16, 64), torch.randn(16, 64), 0.0]

def get_init_inputs():
    return []
