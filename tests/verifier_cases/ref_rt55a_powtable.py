# Reference (red team 55a): a per-column integer power with the exponents passed as an integer tensor holding SEVERAL values (degrees 1-4 cycling over the 64 columns in get_inputs: polynomial features)
import torch
import torch.nn as nn

class Model(nn.Module):
    """x ** p, p a per-column integer exponent tensor."""
    def __init__(self):
        super().__init__()

    def forward(self, x, p):
        return torch.pow(x, p)

def get_inputs():
    return [torch.randn(16, 64), torch.arange(64) % 4 + 1]

def get_init_inputs():
    return []
