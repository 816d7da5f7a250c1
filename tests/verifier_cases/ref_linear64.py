# Reference: nn.Linear + softmax in float64 (the fp64 tolerance).
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_f, out_f):
        super().__init__()
        self.fc = nn.Linear(in_f, out_f).double()
    def forward(self, x):
        return torch.softmax(self.fc(x), dim=1)

def get_inputs():
    return [torch.randn(16, 64, dtype=torch.float64)]

def get_init_inputs():
    return [64, 32]
