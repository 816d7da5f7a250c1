# Reference (red team 53a): the k largest scores of each row, k given per call (a router's
#   top-k, a beam's candidates), values in descending order.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, k):
        return torch.topk(x, k, dim=-1).values


def get_inputs():
    return [torch.randn(64, 128), 4]


def get_init_inputs():
    return []
