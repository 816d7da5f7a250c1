# Reference (red team 55a): x viewed as rows of `width` features (a Python int that must divide x.numel()), then a ReLU switched per call by a Python bool (True in get_inputs)
import torch
import torch.nn as nn

class Model(nn.Module):
    """x reshaped to (-1, width), then ReLU when apply_relu is True."""
    def __init__(self):
        super().__init__()

    def forward(self, x, width, apply_relu):
        z = x.reshape(-1, width)
        return torch.relu(z) if apply_relu else z

def get_inputs():
    return [torch.randn(16, 64), 64, True]

def get_init_inputs():
    return []
