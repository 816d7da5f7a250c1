# Reference: cross-entropy loss (mean) of logits against int64 class targets.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        return F.cross_entropy(logits, target)


def get_inputs():
    return [torch.randn(64, 500), torch.randint(0, 500, (64,))]


def get_init_inputs():
    return []
