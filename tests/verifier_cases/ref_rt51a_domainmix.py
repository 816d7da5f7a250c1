# Reference: a two-head loss/output module: class probabilities softmax(logits) over the last dim, and a binary cross-entropy (F.binary_cross_entropy, mean) of an objectness probability p against its 0/1 target, returned together.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, p, t):
        return torch.softmax(logits, dim=-1), F.binary_cross_entropy(p, t)


def get_inputs():
    return [torch.randn(64, 512), torch.rand(64, 128), torch.randint(0, 2, (64, 128)).float()]


def get_init_inputs():
    return []
