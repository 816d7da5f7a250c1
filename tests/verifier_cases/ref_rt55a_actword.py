# Reference (red team 55a): an elementwise activation chosen per call by name among four ("relu" in get_inputs)
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    """act(x) for act in ("relu", "gelu", "silu", "tanh")."""
    def __init__(self):
        super().__init__()

    def forward(self, x, act):
        if act == "relu":
            return F.relu(x)
        if act == "gelu":
            return F.gelu(x)
        if act == "silu":
            return F.silu(x)
        if act == "tanh":
            return torch.tanh(x)
        raise ValueError(act)

def get_inputs():
    return [torch.randn(16, 256), "relu"]

def get_init_inputs():
    return []
