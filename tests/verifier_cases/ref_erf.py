# Reference: erf (a small input: the interpreter is slow per scalar load).
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()
    def forward(self, x):
        return torch.erf(x)

def get_inputs():
    return [torch.randn(8, 16)]

def get_init_inputs():
    return []
