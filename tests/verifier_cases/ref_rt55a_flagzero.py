# Reference (red team 55a): row-wise similarity of two embedding batches, a dot product, or CLIP's cosine (each row divided by its norm, as CLIP's code does, no eps) when a Python bool passed per call says so (False in get_inputs)
import torch
import torch.nn as nn

class Model(nn.Module):
    """sum(a * b, -1), with a and b L2-normalised first when normalize is True."""
    def __init__(self):
        super().__init__()

    def forward(self, a, b, normalize):
        if normalize:
            a = a / a.norm(dim=-1, keepdim=True)
            b = b / b.norm(dim=-1, keepdim=True)
        return (a * b).sum(-1)

def get_inputs():
    return [torch.randn(32, 64), torch.randn(32, 64), False]

def get_init_inputs():
    return []
