# Reference (red team 55a): softmax of attention scores plus an additive float bias passed per call (get_inputs: the causal bias, 0 on and below the diagonal and -1e4 above; callers pass ALiBi, relative-position or padding biases in the same slot)
import torch
import torch.nn as nn

class Model(nn.Module):
    """softmax(scores + bias, -1), bias (T, T) float."""
    def __init__(self):
        super().__init__()

    def forward(self, scores, bias):
        return torch.softmax(scores + bias, dim=-1)

def get_inputs():
    T = 64
    return [torch.randn(4, T, T), torch.triu(torch.full((T, T), -1.0e4), 1)]

def get_init_inputs():
    return []
