# Reference (red team 11a): an fp16 linear layer (weights made by .half()).
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features).half()

    def forward(self, x):
        return self.fc(x)


def get_inputs():
    return [torch.randn(40, 64).half()]


def get_init_inputs():
    return [64, 48]
