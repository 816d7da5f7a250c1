# Reference: KernelBench level 1 #14 Matmul_for_upper_triangular_matrices (N shrunk): A and B are upper triangular by the task's statement (get_inputs draws triu(rand)); the answer is triu(A @ B).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super(Model, self).__init__()

    def forward(self, A, B):
        return torch.triu(torch.matmul(A, B))


N = 96


def get_inputs():
    A = torch.triu(torch.rand(N, N))
    B = torch.triu(torch.rand(N, N))
    return [A, B]


def get_init_inputs():
    return []
