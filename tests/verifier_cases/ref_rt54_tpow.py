# Reference (red team 54): an integer power whose exponent is passed as a 0-d integer tensor (3 in get_inputs)
import torch
import torch.nn as nn

class Model(nn.Module):
    """Integer power of x with the exponent passed as a 0-d integer tensor."""
    def __init__(self):
        super().__init__()

    def forward(self, x, p):
        return torch.pow(x, p)

def get_inputs():
    return [torch.randn(16, 64), torch.tensor(3)]

def get_init_inputs():
    return []
