# Reference: an MLP block with a residual and a post-norm; a pre-norm LayerNorm is declared (a config option the block no longer uses: pre_norm=False) but never called
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.pre_norm = nn.LayerNorm(dim)          # unused: the block is post-norm
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x):
        return self.norm(x + self.fc2(F.gelu(self.fc1(x))))


def get_inputs():
    return [torch.randn(16, 64)]


def get_init_inputs():
    return [64, 128]
