# Reference: DINO's projection head's last layer: features L2-normalised, then a weight-normalised Linear (nn.utils.weight_norm: W = g * v / ||v|| per output row, no eps), its gain g filled with 1 as DINO does
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.last_layer = nn.utils.weight_norm(nn.Linear(in_dim, out_dim, bias=False))
        self.last_layer.weight_g.data.fill_(1)

    def forward(self, x):
        x = F.normalize(x, dim=-1, p=2)
        return self.last_layer(x)


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 96]
