# Reference (red team 55a): a residual add with a ReLU switched per call by a 0-d bool TENSOR (torch.tensor(True) in get_inputs: a flag as a traced or exported graph passes it)
import torch
import torch.nn as nn

class Model(nn.Module):
    """x + y, then ReLU where the 0-d bool tensor apply_relu holds True."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, apply_relu):
        z = x + y
        return torch.where(apply_relu, torch.relu(z), z)

def get_inputs():
    return [torch.randn(16, 64), torch.randn(16, 64), torch.tensor(True)]

def get_init_inputs():
    return []
