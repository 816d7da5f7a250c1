# Reference (red team 56a): GELU of a sum, its approximate word passed per call and handed straight to torch ("tanh" in get_inputs; "none" is the other value F.gelu takes)
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    """F.gelu(x + y, approximate=approximate)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, approximate):
        return F.gelu(x + y, approximate=approximate)

def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256), "tanh"]

def get_init_inputs():
    return []
