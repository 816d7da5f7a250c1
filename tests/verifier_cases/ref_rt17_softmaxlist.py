# Reference: softmax over the concatenation of a list of logits (multi-head outputs passed as a
# list), then a residual relu of the first head. Inputs come as one list argument.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, heads):
        z = torch.cat(heads, dim=1)
        return torch.softmax(z, dim=1) + torch.relu(heads[0]).sum(dim=1, keepdim=True)


def get_inputs():
    return [[torch.rand(16, 128), torch.rand(16, 128)]]


def get_init_inputs():
    return []
