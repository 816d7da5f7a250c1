# Reference (red team 54): an activation chosen per call by a Python str ("relu" in get_inputs)
import torch
import torch.nn as nn

class Model(nn.Module):
    """Elementwise activation chosen per call by name."""
    def __init__(self):
        super().__init__()

    def forward(self, x, act):
        if act == "relu":
            return torch.relu(x)
        if act == "sigmoid":
            return torch.sigmoid(x)
        return torch.tanh(x)

def get_inputs():
    return [torch.randn(16, 64), "relu"]

def get_init_inputs():
    return []
