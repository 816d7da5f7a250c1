# Reference: weight-only int8 Linear with per-group scales and int8 zero points (asymmetric quantisation; buffers a checkpoint fills) (red team 60b)
import torch
import torch.nn as nn

M, K, N, GS = 8, 64, 32, 16


class Model(nn.Module):
    def __init__(self, k=K, n=N, group=GS):
        super().__init__()
        self.group = group
        self.register_buffer("qweight", torch.randint(-128, 128, (n, k), dtype=torch.int8))
        self.register_buffer("scales", torch.rand(n, k // group) * 0.02 + 0.005)
        self.register_buffer("zeros", torch.zeros(n, k // group, dtype=torch.int8))
        self.bias = nn.Parameter(torch.zeros(n))

    def forward(self, x):
        zp = self.zeros.repeat_interleave(self.group, dim=1).float()
        s = self.scales.repeat_interleave(self.group, dim=1)
        w = (self.qweight.float() - zp) * s
        return x @ w.t() + self.bias


def get_inputs():
    return [torch.randn(M, K)]


def get_init_inputs():
    return [K, N, GS]
