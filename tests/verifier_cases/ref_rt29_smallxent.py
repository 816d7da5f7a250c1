# Reference: cross-entropy loss (mean) of a small batch of logits against int64 class targets.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        return F.cross_entropy(logits, target)


def get_inputs():
    return [torch.randn(8, 32), torch.randint(0, 32, (8,))]


def get_init_inputs():
    return []
