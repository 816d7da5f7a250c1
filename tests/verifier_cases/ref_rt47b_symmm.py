# Reference: KernelBench level 1 #13 (matmul of two symmetric matrices), N = 64: get_inputs makes A and B symmetric, as the task states.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, A, B):
        return torch.matmul(A, B)


def get_inputs():
    A = torch.rand(64, 64)
    A = (A + A.T) / 2
    B = torch.rand(64, 64)
    B = (B + B.T) / 2
    return [A, B]


def get_init_inputs():
    return []
