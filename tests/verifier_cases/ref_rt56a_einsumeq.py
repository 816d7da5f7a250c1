# Reference (red team 56a): a contraction whose einsum equation is passed per call ("ij,jk->ik" in get_inputs; "ij,kj->ik", "ji,jk->ik", "ij,jk->ki" are what other callers of a generic contraction layer pass for these square operands)
import torch
import torch.nn as nn

class Model(nn.Module):
    """torch.einsum(equation, a, b)."""
    def __init__(self):
        super().__init__()

    def forward(self, a, b, equation):
        return torch.einsum(equation, a, b)

def get_inputs():
    return [torch.randn(64, 64), torch.randn(64, 64), "ij,jk->ik"]

def get_init_inputs():
    return []
