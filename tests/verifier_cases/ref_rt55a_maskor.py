# Reference (red team 55a): attention-style masked softmax over the last dim, the bool mask (True = may attend) passed per call; get_inputs passes the causal mask tril(ones(T, T))
import torch
import torch.nn as nn

class Model(nn.Module):
    """softmax(scores.masked_fill(~mask, -inf), -1), mask (T, T) bool, True where allowed."""
    def __init__(self):
        super().__init__()

    def forward(self, scores, mask):
        return torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1)

def get_inputs():
    T = 64
    return [torch.randn(4, T, T), torch.tril(torch.ones(T, T, dtype=torch.bool))]

def get_init_inputs():
    return []
