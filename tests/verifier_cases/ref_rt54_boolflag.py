# Reference (red team 54): a residual add with a ReLU switched per call by a Python bool (True in get_inputs)
import torch
import torch.nn as nn

class Model(nn.Module):
    """Residual add with an optional ReLU, chosen per call by a Python bool."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, apply_relu):
        z = x + y
        if apply_relu:
            z = torch.relu(z)
        return z

def get_inputs():
    return [torch.randn(16, 64), torch.randn(16, 64), True]

def get_init_inputs():
    return []
