# Reference (red team 55a): an MSE loss whose reduction is a str passed per call and handed straight to torch ("mean" in get_inputs; "sum" and "none" are the other values F.mse_loss takes)
import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    """F.mse_loss(pred, target, reduction=reduction)."""
    def __init__(self):
        super().__init__()

    def forward(self, pred, target, reduction):
        return F.mse_loss(pred, target, reduction=reduction)

def get_inputs():
    return [torch.randn(32, 128), torch.randn(32, 128), "mean"]

def get_init_inputs():
    return []
