# Reference (red team 55b): activation chosen by a constructor string that get_init_inputs() passes
import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, act):
        super().__init__()
        self.act = act

    def forward(self, x):
        if self.act == "relu":
            return torch.relu(x)
        if self.act == "sigmoid":
            return torch.sigmoid(x)
        return torch.tanh(x)

def get_inputs():
    return [torch.randn(16, 256)]

def get_init_inputs():
    return ["sigmoid"]
