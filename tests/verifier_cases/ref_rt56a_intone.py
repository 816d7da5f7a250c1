# Reference (red team 56a): an add whose ReLU is switched per call by a one-element integer flag tensor (torch.tensor(1): on; 0: off), as a traced graph or a CUDA-graph replay takes its switches
import torch
import torch.nn as nn

class Model(nn.Module):
    """torch.where(apply_relu != 0, relu(x + y), x + y), apply_relu a 0-d int tensor."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, apply_relu):
        s = x + y
        return torch.where(apply_relu != 0, torch.relu(s), s)

def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256), torch.tensor(1)]

def get_init_inputs():
    return []
