# Reference: BatchNorm1d (KernelBench level 1 #33 style, 2-D input): in training mode the batch's statistics (and forward updates running_mean/var); after model.eval() the running statistics.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.bn = nn.BatchNorm1d(c)

    def forward(self, x):
        return self.bn(x)


def get_inputs():
    return [torch.randn(256, 64)]


def get_init_inputs():
    return [64]
