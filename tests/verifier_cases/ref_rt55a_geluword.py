# Reference (red team 55a): GELU whose approximation is a str passed per call ("none" or "tanh"; "none" in get_inputs)
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    """F.gelu(x, approximate=approximate), approximate in ("none", "tanh")."""
    def __init__(self):
        super().__init__()

    def forward(self, x, approximate):
        if approximate not in ("none", "tanh"):
            raise ValueError(approximate)
        return F.gelu(x, approximate=approximate)

def get_inputs():
    return [torch.randn(16, 256) * 2.0, "none"]

def get_init_inputs():
    return []
