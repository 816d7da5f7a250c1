# Reference: a small nn.Linear (the interpreter is slow per scalar load; red team 4 sized its cheat to it).
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_f, out_f):
        super().__init__()
        self.fc = nn.Linear(in_f, out_f)
    def forward(self, x):
        return self.fc(x)

def get_inputs():
    return [torch.randn(4, 16)]

def get_init_inputs():
    return [16, 8]
