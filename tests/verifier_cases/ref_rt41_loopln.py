# Reference: causal prefix sum over tokens written as a matmul with a lower-triangular ones
# matrix built in forward (torch.ones, default dtype), then LayerNorm over features.
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.d = d

    def forward(self, x):
        t = x.shape[1]
        mask = torch.tril(torch.ones(t, t, device=x.device))
        return F.layer_norm(mask @ x, (self.d,), eps=1e-5)


def get_inputs():
    return [torch.randn(16, 32, 256)]


def get_init_inputs():
    return [256]
