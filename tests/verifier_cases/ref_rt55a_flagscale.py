# Reference (red team 55a): a residual add whose activation is capped at 6 (ReLU6, MobileNet) when a Python bool passed per call says so (False in get_inputs)
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    """x + y, then ReLU, or ReLU6 when cap is True."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, cap):
        z = x + y
        return F.relu6(z) if cap else F.relu(z)

def get_inputs():
    return [torch.randn(16, 64) * 4.0, torch.randn(16, 64) * 4.0, False]

def get_init_inputs():
    return []
