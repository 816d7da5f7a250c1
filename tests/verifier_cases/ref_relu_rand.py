# Reference: ReLU of non-negative draws (torch.rand): the sign-dependent path is exercised only by the trials that shift or flip.
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()
    def forward(self, x):
        return torch.relu(x) * 3.0

def get_inputs():
    return [torch.rand(16, 64)]

def get_init_inputs():
    return []
