# Reference (red team 15): append a ones column (homogeneous coordinates) to fp16 activations: pure data movement.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.pad(x, (0, 1), value=1.0)


def get_inputs():
    return [torch.randn(64, 511).to(torch.float16)]


def get_init_inputs():
    return []
