# Reference (red team 55b): squared error with forward's positional str default reduction='mean' (get_inputs passes only pred and target)
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, reduction="mean"):
        d = (pred - target) ** 2
        if reduction == "mean":
            return d.mean(dim=1)
        if reduction == "sum":
            return d.sum(dim=1)
        return d

def get_inputs():
    return [torch.randn(32, 256), torch.randn(32, 256)]

def get_init_inputs():
    return []
