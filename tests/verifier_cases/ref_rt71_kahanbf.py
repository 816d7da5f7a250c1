import torch
import torch.nn as nn


class Model(nn.Module):
    """One SGD step on bf16 parameters with Kahan-compensated summation (as in optimi /
    AnyPrecisionAdamW): the compensation buffer keeps the part of each update that bf16
    parameters cannot hold, so small updates are not lost to rounding."""

    def __init__(self, lr=1e-3):
        super().__init__()
        self.lr = lr

    def forward(self, param, grad, comp):
        c = comp + (-self.lr) * grad          # bf16
        new_p = param + c                     # bf16: rounds the update away
        new_c = c + (param - new_p)           # bf16: what the rounding lost
        return new_p, new_c


def get_inputs():
    param = torch.randn(128, 256).to(torch.bfloat16)
    grad = torch.randn(128, 256).to(torch.bfloat16)
    comp = (torch.randn(128, 256) * 1e-3).to(torch.bfloat16)
    return [param, grad, comp]


def get_init_inputs():
    return [1e-3]
