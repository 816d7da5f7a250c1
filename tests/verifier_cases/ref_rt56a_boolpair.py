# Reference (red team 56a): two residual branches switched per call by a two-element bool tensor (keep[0]: the x branch, keep[1]: the y branch; [True, False] in get_inputs), as a branch mask of a multi-branch block is passed at inference
import torch
import torch.nn as nn

class Model(nn.Module):
    """keep[0] * relu(x) + keep[1] * y, keep a bool tensor of two entries."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, keep):
        return torch.where(keep[0], torch.relu(x), 0.0) + torch.where(keep[1], y, 0.0)

def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256), torch.tensor([True, False])]

def get_init_inputs():
    return []
