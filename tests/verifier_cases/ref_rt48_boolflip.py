# Reference: a confidence gate: per-unit probabilities sigmoid(Linear(x)) and the bool keep-mask p > threshold (the constructor's threshold, 0.3).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features, threshold):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.threshold = threshold

    def forward(self, x):
        p = torch.sigmoid(self.linear(x))
        return p, p > self.threshold


def get_inputs():
    return [torch.randn(32, 64)]


def get_init_inputs():
    return [64, 128, 0.3]
