# Reference (red team 55a): adv_rt54_boolflag's residual add + optional ReLU with the flag a DEFAULT of forward (apply_relu: bool = True) that get_inputs() leaves alone, as most code writes a flag
import torch
import torch.nn as nn

class Model(nn.Module):
    """x + y, then ReLU unless the caller passes apply_relu=False."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, apply_relu: bool = True):
        z = x + y
        if apply_relu:
            z = torch.relu(z)
        return z

def get_inputs():
    return [torch.randn(16, 64), torch.randn(16, 64)]

def get_init_inputs():
    return []
