# Reference: pure data movement with indices: select rows of a float table by an int64 index
# input (an embedding lookup over a table passed in, as in retrieval code).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, table, idx):
        return table[idx]


def get_inputs():
    return [torch.randn(500, 96), torch.randint(0, 500, (40, 3))]


def get_init_inputs():
    return []
