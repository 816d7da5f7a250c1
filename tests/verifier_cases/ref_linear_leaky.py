# Reference: nn.Linear then leaky_relu(0.01) (the Triton matmul tutorial's fused epilogue).
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        return F.leaky_relu(self.fc(x), 0.01)


def get_inputs():
    return [torch.randn(40, 64)]


def get_init_inputs():
    return [64, 48]
