# Reference (red team 56a): a residual add clamped at a bound passed per call as a 0-d float tensor, torch.tensor(inf) in get_inputs (the 'off' value of a clip bound or softcap held as a tensor, so it can be a traced input or live on the device)
import torch
import torch.nn as nn

class Model(nn.Module):
    """torch.clamp(x + y, max=bound), bound a 0-d float tensor."""
    def __init__(self):
        super().__init__()

    def forward(self, x, y, bound):
        return torch.minimum(x + y, bound)

def get_inputs():
    return [torch.randn(64, 256), torch.randn(64, 256), torch.tensor(float("inf"))]

def get_init_inputs():
    return []
