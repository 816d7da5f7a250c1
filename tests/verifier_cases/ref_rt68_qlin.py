# Reference: a Linear whose output is fake-quantised to int8 per token (dynamic per-row absmax,
# as SmoothQuant / LLM.int8 W8A8 QAT simulate the next layer's int8 activations):
# y = x W^T + b; s = max|y| / 127 per row; out = clamp(round(y / s), -127, 127) * s.
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        y = self.fc(x)
        s = y.abs().amax(dim=-1, keepdim=True) / 127.0
        q = torch.round(y / s).clamp(-127, 127)
        return q * s


def get_inputs():
    return [torch.randn(128, 512)]


def get_init_inputs():
    return [512, 512]
