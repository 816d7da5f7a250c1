# Reference (rt22b): a pre-norm MLP block with LayerScale (CaiT / ConvNeXt):
# x + gamma * fc2(gelu(fc1(layer_norm(x)))), gamma initialised to 1e-6.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, dim, hidden, init_scale):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)
        self.gamma = nn.Parameter(init_scale * torch.ones(dim))

    def forward(self, x):
        return x + self.gamma * self.fc2(F.gelu(self.fc1(self.norm(x))))


def get_inputs():
    return [torch.randn(8, 32)]


def get_init_inputs():
    return [32, 64, 1e-6]
