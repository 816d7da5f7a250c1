# Reference: a graph layer's aggregation out = adj @ x, with get_inputs() passing a fully connected graph (an all-ones adjacency: a dense float mask, not a symmetric task).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, adj, x):
        return adj @ x


def get_inputs():
    return [torch.ones(64, 64), torch.randn(64, 32)]


def get_init_inputs():
    return []
