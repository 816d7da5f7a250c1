# Reference (red team 53a): rank each row's scores (last dim of a batch x heads x keys tensor): the indices that sort it ascending
#   (torch.argsort, e.g. ordering candidates by a score; stable, so exact ties keep index order).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.argsort(x, dim=-1, stable=True)


def get_inputs():
    return [torch.rand(16, 64, 64)]


def get_init_inputs():
    return []
