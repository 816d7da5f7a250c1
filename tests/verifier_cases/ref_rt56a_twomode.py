# Reference (red team 56a): a GELU then an MSE loss, both modes passed per call as strs and handed straight to torch (approximate "tanh", reduction "mean"; "none", and "sum"/"none", are the other values torch takes)
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    """F.mse_loss(F.gelu(pred, approximate=approximate), target, reduction=reduction)."""
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, approximate, reduction):
        return F.mse_loss(F.gelu(pred, approximate=approximate), target, reduction=reduction)

def get_inputs():
    return [torch.randn(32, 128), torch.randn(32, 128), "tanh", "mean"]

def get_init_inputs():
    return []
