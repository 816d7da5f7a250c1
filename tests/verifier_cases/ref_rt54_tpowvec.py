# Reference (red team 54): an integer power with a per-column exponent tensor (all 3 in get_inputs)
import torch
import torch.nn as nn

class Model(nn.Module):
    """Integer power of x with the exponent passed as a per-column integer tensor (all 3)."""
    def __init__(self):
        super().__init__()

    def forward(self, x, p):
        return torch.pow(x, p)

def get_inputs():
    return [torch.randn(16, 64), torch.full((64,), 3, dtype=torch.long)]

def get_init_inputs():
    return []
