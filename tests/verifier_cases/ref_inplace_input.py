# Reference: works in place on its input (x.mul_(2).add_(1)) and returns it.
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()
    def forward(self, x):
        x.mul_(2.0).add_(1.0)      # in-place on the input (as some KernelBench models do)
        return x

def get_inputs():
    return [torch.randn(32, 32)]

def get_init_inputs():
    return []
