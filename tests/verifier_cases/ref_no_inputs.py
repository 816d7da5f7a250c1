# A reference missing get_inputs(): not KernelBench format, so stage `reference`.
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.relu(x)


def get_init_inputs():
    return []
