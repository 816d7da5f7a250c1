# Reference (red team 53a): accumulate source rows into a table at given row indices
#   (index_add: a sparse gradient update of an embedding table, a GNN's scatter of messages
#   to nodes); the indices here are drawn without repeats, as a sampled minibatch of ids.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, table, idx, src):
        return table.index_add(0, idx, src)


def get_inputs():
    return [torch.randn(512, 64), torch.randperm(512)[:256], torch.randn(256, 64)]


def get_init_inputs():
    return []
